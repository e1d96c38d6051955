"""
Writes paystack-openapi-subset.json: the parts of Paystack's published OpenAPI description
(github.com/PaystackOSS/openapi, MIT) that Puente's Paystack client and the Paystack stand-in use,
so the contract tests validate against Paystack's own words without reading the whole description.
Run: python3 extract-paystack-schemas.py <paystack.yaml> > paystack-openapi-subset.json

What is changed, and only that: descriptions and examples are dropped (size), and every $ref is
resolved in place (the subset stands alone). Nothing else: a schema says what Paystack says.
"""
import json, sys, yaml

spec = yaml.safe_load(open(sys.argv[1]))

def resolve(node, seen=()):
    if isinstance(node, list):
        return [resolve(n, seen) for n in node]
    if not isinstance(node, dict):
        return node
    if '$ref' in node:
        ref = node['$ref']
        if ref in seen:
            return {}
        target = spec
        for part in ref.lstrip('#/').split('/'):
            target = target[part]
        return resolve(target, seen + (ref,))
    return {k: resolve(v, seen) for k, v in node.items() if k not in ('description', 'example', 'examples')}

# The operations we use: method and path as Paystack's description names them.
OPERATIONS = [
    ('get', '/bank'),
    ('get', '/bank/resolve'),
    ('post', '/transferrecipient'),
    ('post', '/transfer'),
    ('post', '/transfer/finalize_transfer'),
    ('get', '/transfer/verify/{reference}'),
    ('post', '/transaction/initialize'),
    ('get', '/transaction/verify/{reference}'),
    ('post', '/dedicated_account/assign'),
    ('post', '/customer'),
    ('get', '/customer/{code}'),
    ('post', '/dedicated_account'),
]

out = {
    'source': 'github.com/PaystackOSS/openapi, paystack.yaml (OpenAPI 3.0.1, "Paystack" 1.0.0), MIT licence',
    'operations': {},
}
for method, path in OPERATIONS:
    op = spec['paths'][path][method]
    entry = {'parameters': resolve(op.get('parameters', []))}
    body = op.get('requestBody', {}).get('content', {}).get('application/json')
    if body:
        entry['request'] = resolve(body['schema'])
    entry['responses'] = {}
    for status, response in op.get('responses', {}).items():
        response = resolve(response)
        schema = response.get('content', {}).get('application/json', {}).get('schema')
        if schema:
            entry['responses'][status] = schema
    out['operations'][f'{method.upper()} {path}'] = entry
json.dump(out, sys.stdout, indent=1, sort_keys=True)
print()
