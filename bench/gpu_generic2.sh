#!/bin/sh
# bench/gpu_generic2.sh [BUNDLE] — second device call for the generic kernel (issue 11): a
# build's PREPARE no longer waits for a new structure's NVRTC when the generic kernel is
# cached. bench/realistic.sh (sheep, many, still) with the user's kernel cache seeded with
# the generic kernel and the finishing module, then empty; `flamebuild kernels` of the
# generic kernel on this host's CPU; bench/watch_new_structure.sh seeded and empty. The
# realistic logs come back in one archive.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/fidelity}
O=${OUT:-$(mktemp -d /tmp/generic2.XXXXXX)}
mkdir -p "$O"
FB=$PWD/$B/flamebuild
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for run in seeded fresh seeded2 fresh2; do
  mkdir -p "$O/$run"
  case $run in seeded*) S=$PWD/$B/gen ;; *) S= ;; esac
  OUT=$O/$run SEED_KERNELS=$S sh bench/realistic.sh "$FB" sheep many still >/dev/null 2>&1
  echo "== realistic, $run"; cat "$O/$run/realistic.txt"
done
echo "== the generic kernel's compile on this host"
X=$(mktemp -d /tmp/g2k.XXXXXX)
XDG_CACHE_HOME=$X "$FB" kernels --arch sm_90 -j 1 tests/data/variations/v00_linear.flam3
for run in seeded fresh; do
  X=$(mktemp -d /tmp/g2w.XXXXXX)
  if [ $run = seeded ]; then mkdir -p "$X/flamebuild/kernels"; cp -r "$B/gen"/. "$X/flamebuild/kernels/"; fi
  echo "== watch, a new structure, $run"
  XDG_CACHE_HOME=$X sh bench/watch_new_structure.sh "$FB" 2>&1
done
(cd "$O" && tar czf logs.tgz seeded fresh seeded2 fresh2)
