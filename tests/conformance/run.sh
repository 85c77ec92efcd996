#!/bin/sh
# Conformance against flam3: every genome of a folder rendered by flamebuild (16-bit, seed 7)
# and compared with cached flam3-render references (REF_DIR/NAME.{a,b,c,d}.png, made by
# make_refs.sh) by the noise-calibrated ratio of tests/tools/imgcmp.c. A genome passes when
# ratio < 1.5 (flam3 against itself scores about 1.0). The table also shows ratio2, the same
# ratio calibrated on references a and b only.
# Env: GENOME_DIR=folder (default tests/data/variations) and REF_DIR=folder (default
# tests/data/refs); BACKEND=cpu|cuda|gpu-emulation; CONFORMANCE_FILTER=glob to run a subset;
# JOBS=renders at once (default 1 for the multi-threaded cpu and cuda backends, else the
# number of cores: the emulation runs on one).
. tests/lib.sh
IMGCMP=${IMGCMP:-build/imgcmp}
BACKEND=${BACKEND:-cpu}
GENOME_DIR=${GENOME_DIR:-tests/data/variations}
REF_DIR=${REF_DIR:-tests/data/refs}
LIMIT=1.5
set_name=$(basename "$GENOME_DIR")
case $BACKEND in cpu|cuda) JOBS=${JOBS:-1} ;; *) JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)} ;; esac
out="$TMP/conformance-$set_name-$BACKEND"
mkdir -p "$out"
# flam3 draws no colour curves (Apophysis' and Fractorium's): a genome that has them (tatasz's
# flames, which Fractorium wrote) is drawn here without them, as flam3 draws it; their curves are
# checked against Fractorium's own picture instead (tests/tools/fractorium_render.sh,
# bench/BENCHMARKS.md), and the formulas against the editors' code (test_colour_curves).
genomes="$out/genomes"
mkdir -p "$genomes"
curve_attrs=' (curves|overall_curve|red_curve|green_curve|blue_curve)="[^"]*"'
for g in "$GENOME_DIR"/${CONFORMANCE_FILTER:-*}.flam3; do
  sed -E "s/$curve_attrs//g" "$g" >"$genomes/$(basename "$g")"
done
# Renders first (in parallel), then the comparisons in order.
ls "$genomes"/*.flam3 | xargs -P "$JOBS" -I{} sh -c \
  'n=$(basename "$1" .flam3); "$2" render "$1" --backend "$3" --bpc 16 --seed 7 --quiet -o "$4/$n.png" 2>"$4/$n.err"' \
  sh {} "$FLAMEBUILD" "$BACKEND" "$out"
printf '%-28s %8s %8s %7s %7s   (%s, %s)\n' genome noise err ratio ratio2 "$set_name" "$BACKEND"
for g in "$GENOME_DIR"/${CONFORMANCE_FILTER:-*}.flam3; do
  name=$(basename "$g" .flam3)
  refs=""
  for r in a b c d; do refs="$refs $REF_DIR/$name.$r.png"; done
  missing=0
  for f in $refs; do [ -f "$f" ] || missing=1; done
  if [ $missing -eq 1 ]; then bad "conformance $set_name $BACKEND $name" "references missing (run make conformance-refs)"; continue; fi
  if [ ! -s "$out/$name.png" ]; then
    bad "conformance $set_name $BACKEND $name" "render failed: $(tail -1 "$out/$name.err")"; continue
  fi
  set -- $("$IMGCMP" "$out/$name.png" $refs)
  printf '%-28s %8s %8s %7s %7s\n' "$name" "$1" "$2" "$3" "$4"
  if awk "BEGIN{exit !($3 < $LIMIT)}"; then ok "conformance $set_name $BACKEND $name"
  else bad "conformance $set_name $BACKEND $name" "ratio $3 >= $LIMIT"; fi
done
