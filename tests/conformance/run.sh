#!/bin/sh
# Conformance against flam3: every genome of tests/data/variations rendered by flamebuild
# (CPU backend, 16-bit, float buffers) and compared with cached flam3-render references
# (tests/data/refs/NAME.{a,b,c,d}.png, made by make_refs.sh) by the noise-calibrated ratio of
# tests/tools/imgcmp.c. A genome passes when ratio < 1.5 (flam3 against itself scores about
# 1.0). The table also shows ratio2, the same ratio calibrated on references a and b only.
# Env: CONFORMANCE_FILTER=glob to run a subset; BACKEND=cpu|cuda.
. tests/lib.sh
IMGCMP=${IMGCMP:-build/imgcmp}
BACKEND=${BACKEND:-cpu}
LIMIT=1.5
out="$TMP/conformance"
mkdir -p "$out"
printf '%-24s %8s %8s %7s %7s\n' genome noise err ratio ratio2
for g in tests/data/variations/${CONFORMANCE_FILTER:-*}.flam3; do
  name=$(basename "$g" .flam3)
  refs=""
  for r in a b c d; do
    f=tests/data/refs/$name.$r.png
    refs="$refs $f"
  done
  missing=0
  for f in $refs; do [ -f "$f" ] || missing=1; done
  if [ $missing -eq 1 ]; then bad "conformance $name" "references missing (run make conformance-refs)"; continue; fi
  if ! "$FLAMEBUILD" render "$g" --backend "$BACKEND" --bpc 16 --seed 7 --quiet -o "$out/$name.png" 2>"$out/$name.err"; then
    bad "conformance $name" "render failed: $(tail -1 "$out/$name.err")"; continue
  fi
  set -- $("$IMGCMP" "$out/$name.png" $refs)
  printf '%-24s %8s %8s %7s %7s\n' "$name" "$1" "$2" "$3" "$4"
  if awk "BEGIN{exit !($3 < $LIMIT)}"; then ok "conformance $name"; else bad "conformance $name" "ratio $3 >= $LIMIT"; fi
done
