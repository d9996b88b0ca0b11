/** @jest-environment node */
import { cloudFrontHeadersPolicies, headersFile, nginxConf, uploadsPolicy, uploadsPrefix, type CloudFrontHeadersPolicy } from './hostConfig';
import { headerPolicy, securityHeaders } from './securityPolicy';

/**
 * An uploaded file opened on its own runs nothing and reaches no other host on any host
 * (docs/product-rules.md#photos, #cms-security): each host's configuration sends the uploads
 * policy, joined to the site-wide one, with every other security header.
 */
const routes = [
  { canonical: '/', paths: ['/'] },
  { canonical: '/services', paths: ['/Services', '/services'] },
];
const uploadHeaders = { ...securityHeaders, 'Content-Security-Policy': `${headerPolicy}, ${uploadsPolicy}` };

/** The headers a CloudFront response headers policy adds, by name. */
function headersOf({ SecurityHeadersConfig: s, CustomHeadersConfig: custom }: CloudFrontHeadersPolicy): Record<string, string> {
  const sts = s.StrictTransportSecurity;
  return {
    'Content-Security-Policy': s.ContentSecurityPolicy.ContentSecurityPolicy,
    'Strict-Transport-Security': `max-age=${sts.AccessControlMaxAgeSec}${sts.IncludeSubdomains ? '; includeSubDomains' : ''}${sts.Preload ? '; preload' : ''}`,
    ...(s.ContentTypeOptions.Override ? { 'X-Content-Type-Options': 'nosniff' } : {}),
    'Referrer-Policy': s.ReferrerPolicy.ReferrerPolicy,
    'X-Frame-Options': s.FrameOptions.FrameOption,
    ...Object.fromEntries(custom.Items.map((h) => [h.Header, h.Value])),
  };
}

describe('uploaded files get the uploads policy on every host', () => {
  it('Netlify and Cloudflare Pages: a rule for the uploads folder in out/_headers, joined to the site-wide one', () => {
    expect(headersFile(routes)).toContain(`\n${uploadsPrefix}*\n  Content-Security-Policy: ${uploadsPolicy}\n`);
  });

  it('nginx: the uploads location repeats every security header with the joined policy', () => {
    const conf = nginxConf(routes, 'www.example.com');
    const location = conf.slice(conf.indexOf(`location ^~ ${uploadsPrefix} {`), conf.indexOf('}', conf.indexOf(`location ^~ ${uploadsPrefix} {`)));
    for (const [name, value] of Object.entries(uploadHeaders)) expect(location).toContain(`add_header ${name} "${value}" always;`);
  });

  it('S3 + CloudFront: a response headers policy for the uploads behaviour with the joined policy, and the site-wide one for the rest', () => {
    const { site, uploads } = cloudFrontHeadersPolicies();
    expect(headersOf(uploads)).toEqual(uploadHeaders);
    expect(headersOf(site)).toEqual(securityHeaders);
    // Every header is CloudFront's to send, whatever the bucket stores with the object.
    expect(uploads.SecurityHeadersConfig.ContentSecurityPolicy.Override).toBe(true);
    expect(uploads.CustomHeadersConfig.Items.every((h) => h.Override)).toBe(true);
  });
});
