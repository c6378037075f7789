import type { FastifySchemaValidationError } from 'fastify';
import { validationFields } from '../../src/errors/validation-fields';

const issue = (instancePath: string, message: string): FastifySchemaValidationError => ({
  keyword: 'custom',
  instancePath,
  schemaPath: '',
  params: {},
  message,
});

describe('validationFields', () => {
  it('keys messages by dotted field path and keeps the first message of each field', () => {
    expect(
      validationFields([
        issue('/email', 'メールアドレスを入力してください'),
        issue('/email', 'メールアドレスの形式が正しくありません'),
        issue('/items/0/label', 'ラベルを入力してください'),
      ]),
    ).toEqual({ email: 'メールアドレスを入力してください', 'items.0.label': 'ラベルを入力してください' });
  });

  it('leaves out issues about the body as a whole', () => {
    expect(validationFields([issue('/', '無効な入力')])).toEqual({});
  });
});
