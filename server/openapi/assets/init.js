// Starts Swagger UI on the reference page. A file of its own, not an inline script: the page's
// Content-Security-Policy allows scripts from this origin only.
window.addEventListener('DOMContentLoaded', function () {
  window.ui = window.SwaggerUIBundle({
    // Relative, so the page also works behind a proxy that mounts the server under a prefix.
    url: '../openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    // Swagger UI would otherwise send the document to validator.swagger.io for its badge.
    validatorUrl: null,
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    defaultModelsExpandDepth: 0,
    docExpansion: 'list',
  });
});
