/**
 * mini-css-extract-plugin rejects a lazy chunk whose style sheet failed with an error of code
 * 'CSS_CHUNK_LOAD_FAILED' and the sheet's URL in `request`. The spec (§8) names the error the app
 * raises for it; everything else passes through unchanged.
 */
export function toChunkError(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED') {
    const path = (error as { request?: unknown }).request;
    return new Error(`Unable to preload CSS for ${typeof path === 'string' ? path : 'unknown'}`);
  }
  return error;
}
