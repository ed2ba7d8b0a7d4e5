import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { markDomainVerified } from '../domains/testing/verified';
import { organizationOn } from './testing/client';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

const unique = () => Math.random().toString(36).slice(2, 10);

describe('PATCH /v1/pages/:pageId (JSON)', () => {
  it('changes the fields given and keeps the others', async () => {
    const { owner } = await organizationOn(app);
    const created = (
      await owner.post('/v1/pages', {
        name: 'Before',
        website_url: 'https://before.example',
        published: true,
      })
    ).json();
    const response = await owner.patch(`/v1/pages/${created.id}`, {
      name: 'After',
      description: 'Now with a description',
      support_url: 'https://help.example',
      brand_color: '#00AA55',
      theme: 'dark',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...created,
      name: 'After',
      description: 'Now with a description',
      support_url: 'https://help.example',
      brand_color: '#00aa55',
      theme: 'dark',
      updated_at: expect.any(String),
    });
    expect(Date.parse(response.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    expect((await owner.get(`/v1/pages/${created.id}`)).json()).toEqual(response.json());
  });

  it('clears nullable fields with null', async () => {
    const { owner } = await organizationOn(app);
    const domain = `status.${unique()}.example.com`;
    const created = (
      await owner.post('/v1/pages', { name: 'P', website_url: 'https://x.example', custom_domain: domain })
    ).json();
    const response = await owner.patch(`/v1/pages/${created.id}`, { website_url: null, custom_domain: null });
    expect(response.json()).toMatchObject({ website_url: null, custom_domain: null });
  });

  it('lets editors edit but not create or delete; viewers only read', async () => {
    const { owner, member } = await organizationOn(app);
    const page = (await owner.post('/v1/pages', { name: 'Shared' })).json();
    const editor = await member('editor');
    const viewer = await member('viewer');

    expect((await editor.patch(`/v1/pages/${page.id}`, { name: 'Edited' })).statusCode).toBe(200);
    expect((await editor.delete(`/v1/pages/${page.id}`)).statusCode).toBe(403);
    expect((await viewer.patch(`/v1/pages/${page.id}`, { name: 'No' })).statusCode).toBe(403);
    expect((await viewer.delete(`/v1/pages/${page.id}`)).statusCode).toBe(403);
    const read = await viewer.get(`/v1/pages/${page.id}`);
    expect([read.statusCode, read.json().name]).toEqual([200, 'Edited']);
  });

  it('keeps its own slug, moves to a free one, and answers 409 for one another page holds', async () => {
    const { owner } = await organizationOn(app, 'pro');
    const first = (await owner.post('/v1/pages', { name: 'First' })).json();
    const second = (await owner.post('/v1/pages', { name: 'Second' })).json();

    expect((await owner.patch(`/v1/pages/${first.id}`, { slug: first.slug })).statusCode).toBe(200);
    const moved = await owner.patch(`/v1/pages/${first.id}`, { slug: `moved-${unique()}` });
    expect(moved.statusCode).toBe(200);
    const clash = await owner.patch(`/v1/pages/${first.id}`, { slug: second.slug });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'slug_taken', details: [{ field: 'slug' }] });
    expect((await owner.get(`/v1/pages/${first.id}`)).json().slug).toBe(moved.json().slug);
  });

  it('keeps a claim as it is when the same domain is sent again, and starts a new one when it changes', async () => {
    const { owner } = await organizationOn(app, 'pro');
    const domain = `status.${unique()}.example.com`;
    const holder = (await owner.post('/v1/pages', { name: 'Holder', custom_domain: domain })).json();
    await markDomainVerified(app.db, holder.id);
    const same = await owner.patch(`/v1/pages/${holder.id}`, { custom_domain: domain.toUpperCase() });
    expect(same.json().domain).toMatchObject({ status: 'verified', txt_value: holder.domain.txt_value });
    const other = (await owner.post('/v1/pages', { name: 'Other' })).json();
    const pending = await owner.patch(`/v1/pages/${other.id}`, { custom_domain: domain });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().domain).toMatchObject({ name: domain, status: 'pending', error: null });
    const moved = await owner.patch(`/v1/pages/${holder.id}`, { custom_domain: `x.${domain}` });
    expect(moved.json().domain).toMatchObject({ name: `x.${domain}`, status: 'pending', verified_at: null });
    expect(moved.json().domain.txt_value).not.toBe(holder.domain.txt_value);
  });

  it('answers 400 with the field for invalid values and unknown fields, changing nothing', async () => {
    const { owner } = await organizationOn(app);
    const page = (await owner.post('/v1/pages', { name: 'Valid' })).json();
    const response = await owner.patch(`/v1/pages/${page.id}`, {
      name: '',
      time_zone: 'Nowhere/Land',
      brand_color: 'red',
      plan: 'business',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'brand_color', 'plan']));
    const zone = await owner.patch(`/v1/pages/${page.id}`, { time_zone: 'Nowhere/Land' });
    expect(zone.json()).toMatchObject({ code: 'validation_failed', details: [{ field: 'time_zone' }] });
    expect((await owner.get(`/v1/pages/${page.id}`)).json()).toEqual(page);
  });
});

describe("another organisation's page", () => {
  it('answers 404 on GET, PATCH and DELETE, for unknown and malformed ids too, and stays as it was', async () => {
    const victim = await organizationOn(app);
    const attacker = await organizationOn(app);
    const page = (await victim.owner.post('/v1/pages', { name: 'Private' })).json();
    for (const id of [page.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const response of [
        await attacker.owner.get(`/v1/pages/${id}`),
        await attacker.owner.patch(`/v1/pages/${id}`, { name: 'Hacked' }),
        await attacker.owner.delete(`/v1/pages/${id}`),
      ]) {
        expect([id, response.statusCode, response.json()]).toEqual([
          id,
          404,
          { code: 'not_found', message: expect.any(String) },
        ]);
      }
    }
    expect((await victim.owner.get(`/v1/pages/${page.id}`)).json()).toEqual(page);
  });
});
