#!/bin/bash
# Sends the same Gravity Forms REST requests to the real WordPress and to the stand-in; prints status + body of each.
BODY="${TMPDIR:-/tmp}/gf-compare-body"
run(){ local base=$1; shift; curl -s -o "$BODY" -w "%{http_code} " "$@" 2>/dev/null | sed "s#^#  #"; python3 -c "import json,sys;print(json.dumps(json.load(open(sys.argv[1])),sort_keys=True))" "$BODY"; }
cases=(
 "valid|/1/submissions|-F input_1=Jan -F input_2=jan@example.nl -F input_3_1=sales -F input_4_1=1"
 "valid-validate-only|/1/submissions?_validate_only=1|-F input_1=Jan -F input_2=jan@example.nl -F input_4_1=1"
 "invalid|/1/submissions|-F input_1= -F input_2=nope"
 "invalid-validate-only|/1/submissions?_validate_only=1|-F input_1= -F input_2=nope"
 "checkbox-whole+consent-whole|/1/submissions?_validate_only=1|-F input_1=Jan -F input_2=jan@example.nl -F input_3=sales -F input_4=1"
 "unknown-form|/999/submissions|-F input_1=x"
 "no-fields|/2/submissions|-F input_1=x"
)
for c in "${cases[@]}"; do IFS='|' read -r name path args <<<"$c"; echo "== $name"
 for base in http://127.0.0.1:8080 http://127.0.0.1:8795; do printf '%s ' "${base##*:}"; run $base -X POST "$base/wp-json/gf/v2/forms$path" $args; done; done
