import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('the contracts and dashboard API description', (ctx) => {
  it('documents every contracts and dashboard route with its schemas', async () => {
    const spec = (await ctx().app.inject({ url: '/api/docs/json' })).json();
    const routes: [string, 'get' | 'post'][] = [
      ['/api/ai_contract_creation', 'post'],
      ['/api/ai_contract_creation_us', 'post'],
      ['/api/ai_contract_creation_uk', 'post'],
      ['/api/show_contract', 'post'],
      ['/api/contracts/docx', 'get'],
      ['/api/get_docx_to_html', 'post'],
      ['/api/make_lexi_draft_editable', 'post'],
      ['/api/delete_contract', 'post'],
      ['/api/contracts/save', 'post'],
      ['/api/upload_pdf_to_ai_contract', 'post'],
      ['/api/contracts/share_link', 'post'],
      ['/api/contracts/send_share_link', 'post'],
      ['/api/contracts/shared', 'get'],
      ['/api/dashboard_dash', 'get'],
    ];
    for (const [path, method] of routes) {
      const operation = spec.paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(operation.summary, path).toBeTruthy();
      if (method === 'post')
        expect(operation.requestBody.content['application/json'].schema, path).toBeDefined();
    }
    const creation = spec.paths['/api/ai_contract_creation'].post;
    expect(creation.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['formData', 'contractData']),
    );
    expect(
      spec.paths['/api/dashboard_dash'].get.responses['200'].content['application/json'].schema.properties,
    ).toHaveProperty('formatted_expiry_dates');
  });
});
