"""
Writes stripe-openapi-subset.json: the parts of Stripe's published OpenAPI description
(github.com/stripe/openapi, openapi/spec3.yaml, MIT) that Puente's OXXO client and the Stripe
stand-in use, so the contract tests validate against Stripe's own words without reading the whole
4 MB description. Run: python3 extract-stripe-schemas.py <spec3.yaml> <commit> > stripe-openapi-subset.json

What is changed, and only that:
- descriptions are dropped (size);
- an expandable field keeps only its unexpanded form (the id string): we never ask for expansions;
- a $ref to a schema outside what we use is left open ({}), and named in `openRefs`;
- the request bodies keep only the parameters we send (the rest of each object still refuses
  unknown parameters, as Stripe's `additionalProperties: false` says).
"""
import json, sys, yaml

spec = yaml.safe_load(open(sys.argv[1]))
commit = sys.argv[2]
schemas = spec['components']['schemas']
KEEP = None  # filled below: the schemas whose closure we copy
open_refs = set()

def clean(node, allowed):
    if isinstance(node, list):
        return [clean(n, allowed) for n in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key in ('description', 'x-stripeBypassValidation', 'x-stripeResource', 'x-stripeOperations'):
            continue
        if key == 'x-expansionResources':
            continue
        out[key] = clean(value, allowed)
    if 'x-expansionResources' in node and 'anyOf' in node:
        out['anyOf'] = [a for a in out['anyOf'] if '$ref' not in a]
    ref = out.get('$ref')
    if ref:
        name = ref.split('/')[-1]
        if name not in allowed:
            open_refs.add(name)
            return {}
    return out

def closure(roots, stop):
    seen, todo = set(), list(roots)
    while todo:
        name = todo.pop()
        if name in seen or name in stop:
            continue
        seen.add(name)
        def walk(n):
            if isinstance(n, dict):
                if 'x-expansionResources' in n and 'anyOf' in n:
                    for a in n['anyOf']:
                        if '$ref' not in a:
                            walk(a)
                    return
                if '$ref' in n:
                    todo.append(n['$ref'].split('/')[-1])
                for k, v in n.items():
                    if k != 'x-expansionResources':
                        walk(v)
            elif isinstance(n, list):
                for v in n:
                    walk(v)
        walk(schemas[name])
    return seen

# Objects we never receive inside a PaymentIntent, an event or an error answer: left open.
STOP = {'payment_method', 'setup_intent', 'source', 'charge', 'customer', 'account', 'review',
        'application', 'payment_method_configuration', 'invoice', 'mandate'}
allowed = closure(['payment_intent', 'event', 'error'], STOP)
out_schemas = {name: clean(schemas[name], allowed) for name in sorted(allowed)}

def form_body(path):
    return spec['paths'][path]['post']['requestBody']['content']['application/x-www-form-urlencoded']['schema']

def pick(schema, names):
    copy = dict(schema)
    copy['properties'] = {k: v for k, v in schema['properties'].items() if k in names}
    return copy

create = form_body('/v1/payment_intents')
create_sent = pick(create, {'amount', 'currency', 'payment_method_types', 'payment_method_options', 'metadata', 'description'})
pmo = create_sent['properties']['payment_method_options']
create_sent['properties']['payment_method_options'] = pick(pmo, {'oxxo'})
confirm = form_body('/v1/payment_intents/{intent}/confirm')
confirm_sent = pick(confirm, {'payment_method_data', 'expand'})
pmd = confirm_sent['properties']['payment_method_data']
confirm_sent['properties']['payment_method_data'] = pick(pmd, {'type', 'billing_details', 'oxxo'})

print(json.dumps({
    'source': 'https://github.com/stripe/openapi/blob/%s/openapi/spec3.yaml (MIT), API version %s' % (commit, spec['info']['version']),
    'openRefs': sorted(open_refs),
    'requests': {
        'POST /v1/payment_intents': clean(create_sent, allowed),
        'POST /v1/payment_intents/{intent}/confirm': clean(confirm_sent, allowed),
    },
    'components': {'schemas': out_schemas},
}, indent=1, sort_keys=True))
