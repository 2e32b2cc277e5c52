import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

import { describe, expect, it } from 'vitest';

import { dedupeAppendedHeaders } from './dedupeHeaders';

function response() {
  return new ServerResponse(new IncomingMessage(new Socket()));
}

describe('dedupeAppendedHeaders', () => {
  it('keeps a single Location when the same value is appended again', () => {
    const res = response();
    dedupeAppendedHeaders(res.req, res, () => undefined);
    res.setHeader('Location', '/reisen');
    res.appendHeader('Location', '/reisen');
    expect(res.getHeader('location')).toBe('/reisen');
  });

  it('still appends values a header does not hold yet', () => {
    const res = response();
    dedupeAppendedHeaders(res.req, res, () => undefined);
    res.appendHeader('Vary', 'RSC');
    res.appendHeader('Vary', ['RSC', 'Accept']);
    expect(res.getHeader('vary')).toEqual(['RSC', 'Accept']);
  });
});
