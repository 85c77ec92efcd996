#!/bin/sh
# Regenerates the flam3 reference renders of the conformance test: each genome of
# tests/data/variations rendered by Debian's flam3-render (3.1.1) four times, with float buffers
# (bits=64) and four different seeds, as 16-bit PNGs in tests/data/refs/NAME.{a,b,c,d}.png.
# The renders differ by sampling noise only: their differences calibrate the test.
# Env: GENOME_DIR (default tests/data/variations) and REF_DIR (default tests/data/refs) choose the
# genomes and where their references go, e.g. for the corpus of artists' flames:
#   GENOME_DIR=tests/data/realworld REF_DIR=tests/data/realworld/refs sh tests/conformance/make_refs.sh
# Usage: sh tests/conformance/make_refs.sh [GENOME...]
set -eu
cd "$(dirname "$0")/../.."
GENOME_DIR=${GENOME_DIR:-tests/data/variations}
REF_DIR=${REF_DIR:-tests/data/refs}
command -v flam3-render >/dev/null || { echo "make_refs: flam3-render missing (apt-get install flam3-utils)" >&2; exit 1; }
mkdir -p "$REF_DIR"
[ $# -gt 0 ] || set -- "$GENOME_DIR"/*.flam3
for g in "$@"; do
  name=$(basename "$g" .flam3)
  for seed in ${SEEDS:-a b c d}; do
    env in="$g" out="$REF_DIR/$name.$seed.png" format=png bpc=16 bits=64 \
        isaac_seed="flamebuild-ref-$seed" verbose=0 flam3-render </dev/null
  done
  echo "$name"
done
