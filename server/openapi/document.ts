import * as base from '../../contract/base';
import * as center from '../../contract/center';
import * as cms from '../../contract/cms';
import { CODE_OK, CODE_OPERATION_ERROR, CODE_TOKEN_EXPIRED } from '../../contract/codes';
import * as common from '../../contract/common';
import type { EndpointSchema } from '../../contract/defineSchemas';
import { allEndpoints, type EndpointInfo } from '../../contract/endpoints';
import { schemas } from '../../contract/index';
import * as partyIndex from '../../contract/partyIndex';
import * as user from '../../contract/user';
import { componentRef, contractSchemaNames, SchemaComponents, type JsonSchema } from './jsonSchema';

// The OpenAPI 3.1 description of the contract, for schools that run their own backend: built
// from contract/endpoints.ts (paths, token or not) and the TypeBox schemas only, so it cannot
// drift from what our server validates. 3.1 because its Schema Object is JSON Schema 2020-12,
// which TypeBox's output already is (`const`, `type: "null"`), so nothing has to be rewritten.

/** Every call accepts these three encodings (the spec's three clients; server/http/bodyParsers.ts). */
export const REQUEST_MEDIA_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'] as const;

export const DOCUMENT_TITLE = '智慧党建培训平台 API 参考';

const GROUP_TAGS: Record<string, string> = {
  base: '基础：系统设置、枚举与文件上传（系统设置位于 /goplatform/v1/system/ 下）',
  user: '用户：验证码、登录注册、找回密码、个人信息与组织数据',
  cms: '内容：轮播图、通知公告与新闻',
  center: '个人空间',
  partyIndex: '党建首页',
};

const DESCRIPTION = `智慧党建培训平台学习端调用的全部接口。自建后端的学校按本文档实现即可与学习端对接。

**调用方式**：每个接口都是 \`POST\`，请求体可用 \`application/json\`、\`application/x-www-form-urlencoded\` 或 \`multipart/form-data\` 三种编码之一；表单编码时数字和布尔值以字符串传递，服务器按字段类型转换。字段含义见各字段的 title。

**请求头**：需要登录的接口在 \`token\` 请求头中携带登录接口返回的 token（也接受 \`Authorization: Bearer <token>\`）；标注“无需 token”的接口可匿名调用。\`appId\` 请求头告知调用方所属应用，仅作参考，用户所属应用以服务器数据为准。

**响应**：HTTP 状态码始终为 200（未知路径为 404），结果在统一的信封 \`{ code, msg, data }\` 中：

| code | 含义 | data |
| --- | --- | --- |
| ${CODE_OK} | 成功 | 各接口的返回数据 |
| ${CODE_TOKEN_EXPIRED} | 未登录或 token 过期、失效，msg 如“token过期，请重新登录”；学习端提示后回到登录页 | null |
| ${CODE_OPERATION_ERROR} | 请求无法完成，msg 用中文说明原因和需要修改的字段，如“页码必须是整数” | null；个别接口的某种拒绝带说明原因的 data（如考试已结束时的 \`{ "reason": "examOver" }\`），见该接口的响应 |`;

const ErrorEnvelope: JsonSchema = {
  title: '失败信封',
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: {
      type: 'integer',
      enum: [CODE_TOKEN_EXPIRED, CODE_OPERATION_ERROR],
      description: `${CODE_TOKEN_EXPIRED}：未登录或 token 过期；${CODE_OPERATION_ERROR}：请求无法完成`,
    },
    msg: { type: 'string', description: '中文原因，可直接展示给用户' },
    data: { type: 'null' },
  },
};

const successEnvelope = (data: JsonSchema): JsonSchema => ({
  title: '成功信封',
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: { type: 'integer', const: CODE_OK, description: `${CODE_OK}：成功` },
    msg: { type: 'string', examples: ['操作成功'] },
    data,
  },
});

/** A 10002 answer whose data says which refusal it is (the endpoint's `refusal` in the contract). */
const refusalEnvelope = (data: JsonSchema): JsonSchema => ({
  title: '带原因的失败信封',
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: { type: 'integer', const: CODE_OPERATION_ERROR, description: `${CODE_OPERATION_ERROR}：请求无法完成` },
    msg: { type: 'string', description: '中文原因，可直接展示给用户' },
    data,
  },
});

/**
 * A body field without a type (`Type.Any`) is a file: it can only arrive as a multipart file
 * part (server/http/bodyParsers.ts), so the multipart variant says so and the tools show a
 * file picker there.
 */
function multipartVariant(body: JsonSchema): JsonSchema | null {
  const props = body.properties as Record<string, JsonSchema> | undefined;
  if (!props) return null;
  const files = Object.keys(props).filter((k) => !('type' in props[k]) && !('$ref' in props[k]) && !('anyOf' in props[k]));
  if (files.length === 0) return null;
  const properties = { ...props };
  for (const k of files) properties[k] = { ...props[k], type: 'string', contentMediaType: 'application/octet-stream' };
  return { ...body, properties };
}

function operation(endpoint: EndpointInfo, schema: EndpointSchema, components: SchemaComponents): JsonSchema {
  const id = `${endpoint.group}.${endpoint.name}`;
  const bodyRef = components.add(`${id}.body`, schema.body);
  const multipart = multipartVariant(components.resolve(bodyRef));
  const content = Object.fromEntries(
    REQUEST_MEDIA_TYPES.map((type) => [type, { schema: type === 'multipart/form-data' && multipart ? multipart : bodyRef }]),
  );
  return {
    tags: [endpoint.group],
    operationId: id.replace('.', '_'),
    summary: schema.summary ?? id,
    description: endpoint.auth ? '需要 token。' : '无需 token，可匿名调用。',
    parameters: [{ $ref: '#/components/parameters/appId' }],
    security: endpoint.auth ? [{ token: [] }, { bearer: [] }] : [],
    requestBody: { required: false, content },
    responses: {
      200: {
        description: schema.refusal
          ? `信封 { code, msg, data }：code ${CODE_OK} 时 data 为下述结构，${CODE_TOKEN_EXPIRED} / ${CODE_OPERATION_ERROR} 时 data 为 null，或为下述说明拒绝原因的结构（${CODE_OPERATION_ERROR}）`
          : `信封 { code, msg, data }：code ${CODE_OK} 时 data 为下述结构，${CODE_TOKEN_EXPIRED} / ${CODE_OPERATION_ERROR} 时 data 为 null`,
        content: {
          'application/json': {
            schema: {
              oneOf: [
                successEnvelope(components.convert(schema.data)),
                componentRef('ErrorEnvelope'),
                ...(schema.refusal ? [refusalEnvelope(components.convert(schema.refusal))] : []),
              ],
            },
          },
        },
      },
    },
  };
}

/** The whole document. Pure: the server builds it once at start-up. */
export function buildOpenApiDocument(version: string): JsonSchema {
  const components = new SchemaComponents(contractSchemaNames({ common, base, user, cms, center, partyIndex }));
  components.schemas.ErrorEnvelope = ErrorEnvelope;
  const bySchemaGroup = schemas as unknown as Record<string, Record<string, EndpointSchema>>;
  const paths: Record<string, JsonSchema> = {};
  for (const endpoint of allEndpoints) {
    const schema = bySchemaGroup[endpoint.group]?.[endpoint.name];
    if (!schema) throw new Error(`contract: no schemas for ${endpoint.group}/${endpoint.name}`);
    paths[endpoint.path] = { post: operation(endpoint, schema, components) };
  }
  return {
    openapi: '3.1.0',
    info: { title: DOCUMENT_TITLE, version, description: DESCRIPTION },
    tags: Object.entries(GROUP_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: components.schemas,
      parameters: {
        appId: {
          name: 'appId',
          in: 'header',
          required: false,
          description: '调用方所属应用的 appId；仅作参考，用户所属应用以服务器数据为准',
          schema: { type: 'integer', minimum: 1 },
        },
      },
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token', description: '登录接口返回的 token' },
        bearer: { type: 'http', scheme: 'bearer', description: '同一 token 的标准写法：Authorization: Bearer <token>' },
      },
    },
  };
}
