import { compileErrors, validate } from '@readme/openapi-parser';
import { allEndpoints } from '../../contract/endpoints';
import { createTestApp, type TestApp } from '../test/testApp';

// The document is what a school builds its own backend from: every endpoint of the contract with
// its encodings, envelope and token rule, valid for the tools that read OpenAPI; and the page
// that shows it works without a token and loads nothing from other sites.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed JSON document, walked freely by the assertions
type Json = Record<string, any>;

let t: TestApp;
let doc: Json;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/trainingApi/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const deref = (schema: Json): Json =>
  schema.$ref ? doc.components.schemas[String(schema.$ref).replace('#/components/schemas/', '')] : schema;

describe('GET /trainingApi/openapi.json', () => {
  it('is served without a token, as JSON, cached briefly and revalidated by ETag', async () => {
    const res = await get('/trainingApi/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const again = await get('/trainingApi/openapi.json', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('智慧党建培训平台 API 参考');
    const result = await validate(structuredClone(doc) as never);
    if (!result.valid) throw new Error(compileErrors(result));
    expect(result.valid).toBe(true);
  });

  it('describes the envelope codes 99999, 10003 and 10002 with their msg', () => {
    for (const code of ['99999', '10003', '10002']) expect(doc.info.description).toContain(code);
    const error = doc.components.schemas.ErrorEnvelope;
    expect(error.required).toEqual(['code', 'msg', 'data']);
    expect(error.properties.code.enum).toEqual([10003, 10002]);
    expect(error.properties.msg.type).toBe('string');
    expect(error.properties.data).toEqual({ type: 'null' });
  });

  it('has exactly the contract endpoints as paths', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(allEndpoints.map((e) => e.path).sort());
  });

  it.each(allEndpoints.map((e) => [e.path, e] as const))('%s: POST, three encodings, envelope, token rule', (path, e) => {
    const item = doc.paths[path];
    expect(Object.keys(item)).toEqual(['post']);
    const op = item.post;
    expect(op.summary).toMatch(/[\u4e00-\u9fa5]/);
    expect(Object.keys(op.requestBody.content)).toEqual(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']);
    for (const media of Object.values<Json>(op.requestBody.content)) expect(deref(media.schema).type).toBe('object');
    expect(op.parameters).toEqual([{ $ref: '#/components/parameters/appId' }]);

    const [success, failure] = op.responses['200'].content['application/json'].schema.oneOf;
    expect(success.required).toEqual(['code', 'msg', 'data']);
    expect(success.properties.code.const).toBe(99999);
    expect(success.properties.data).toBeDefined();
    expect(failure).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });

    expect(op.security).toEqual(e.auth ? [{ token: [] }, { bearer: [] }] : []);
  });

  it('describes the 10002 answers whose data names the refusal (考试已结束 on a closed attempt), and only those', () => {
    const variants = (path: string) => doc.paths[path].post.responses['200'].content['application/json'].schema.oneOf as Json[];
    for (const name of ['saveExamAnswer', 'markQuestion', 'leaveExam', 'exitExam']) {
      const refusal = variants(`/trainingApi/v1/exam/${name}`)[2];
      expect(refusal.properties.code.const).toBe(10002);
      expect(refusal.properties.data).toMatchObject({
        type: 'object',
        required: ['reason'],
        properties: { reason: { const: 'examOver' } },
      });
    }
    expect(variants('/trainingApi/v1/exam/submitExam')).toHaveLength(2);
  });

  it('declares the token header scheme and the appId header', () => {
    expect(doc.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'token' });
    expect(doc.components.parameters.appId).toMatchObject({ name: 'appId', in: 'header', required: false });
  });

  it('turns the recursive organisation tree into a self-referencing component', () => {
    const data =
      doc.paths['/trainingApi/v1/user/treeList'].post.responses['200'].content['application/json'].schema.oneOf[0].properties.data;
    expect(data.items).toEqual({ $ref: '#/components/schemas/OrgNode' });
    const node = doc.components.schemas.OrgNode;
    expect(node.properties.children.items).toEqual({ $ref: '#/components/schemas/OrgNode' });
    expect(JSON.stringify(doc)).not.toMatch(/"\$id"|"\$ref":"T\d+"/);
  });

  it('offers the upload file as a binary part in multipart only', () => {
    const content = doc.paths['/trainingApi/v1/base/uploadFile'].post.requestBody.content;
    expect(content['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
      contentMediaType: 'application/octet-stream',
    });
    expect(deref(content['application/json'].schema).properties.file.type).toBeUndefined();
  });
});

describe('GET /trainingApi/docs/', () => {
  it('redirects the bare path to the page', async () => {
    const res = await get('/trainingApi/docs');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/trainingApi/docs/');
  });

  it('serves a Chinese page under a strict CSP that loads only its own assets', async () => {
    const res = await get('/trainingApi/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.body).toContain('<title>智慧党建培训平台 API 参考</title>');
    expect(res.body).not.toMatch(/https?:|\/\/[a-z]/i);
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]).filter((a) => !a.startsWith('../'));
    expect(assets.sort()).toEqual(['init.js', 'swagger-ui-bundle.js', 'swagger-ui.css']);
    for (const asset of assets) {
      const file = await get(`/trainingApi/docs/${asset}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(asset.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
      expect(file.headers['cache-control']).toBe('public, max-age=86400');
      expect(file.body.length).toBeGreaterThan(100);
    }
  });

  it('points Swagger UI at our document and turns off its external validator', async () => {
    const init = (await get('/trainingApi/docs/init.js')).body;
    expect(init).toContain("url: '../openapi.json'");
    expect(init).toContain('validatorUrl: null');
    expect(init).not.toMatch(/https?:/);
  });

  it('serves nothing else from the Swagger UI package', async () => {
    for (const name of ['index.html', 'swagger-initializer.js', 'package.json', '..%2Fpackage.json']) {
      expect((await get(`/trainingApi/docs/${name}`)).statusCode).toBe(404);
    }
  });
});
