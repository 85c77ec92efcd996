#!/bin/sh
# bench/gpu_session16.sh [BINDIR] — one device call that proves this session's GPU paths (issue
# 16 and 15), none of which has run on a GPU yet: the new chunk numbering (fb_chunk_of) against
# flam3 through `render --backend cuda`, a top-up through gpu_options.first_round (the floats
# of a cache entry widened and added on the device), quality = auto's ladder (gpu_iterate
# without finish, then gpu_finish), and a frame split into 2 shares on the one GPU
# (FLAMEBUILD_GPU_SHARES=2, gpu_iterate_devices). Logs into $OUT (or a temp folder).
#   BINDIR: where flamebuild and imgcmp are (default build/dev).
set -u
cd "$(dirname "$0")/.."
B=${1:-build/dev}
O=${OUT:-$(mktemp -d /tmp/flamebuild-s16.XXXXXX)}
export FLAMEBUILD="$PWD/$B/flamebuild" IMGCMP="$PWD/$B/imgcmp"
export XDG_CACHE_HOME=$(mktemp -d /tmp/flamebuild-xdg.XXXXXX)
FB=$FLAMEBUILD
if [ "${CONF:-1}" = 1 ]; then # CONF=0: skip (bench/gpu_fidelity.sh ran it)
  echo "== conformance, realworld, cuda"
  BACKEND=cuda GENOME_DIR=tests/data/realworld REF_DIR=tests/data/realworld/refs RESULTS=$O/conf.res \
    sh tests/conformance/run.sh >"$O/conformance.txt" 2>&1
  tail -3 "$O/conformance.txt"; echo "failed: $(grep -c FAIL "$O/conf.res")"
fi
echo "== additive 200 -> 800, 1080p, cuda"
BACKEND=cuda SIZE=1920x1080 sh bench/additive.sh 200 800 2>&1 | tee "$O/additive.txt"
echo "== quality = auto on the GPU"
P=$(mktemp -d /tmp/flamebuild-auto.XXXXXX)
cp examples/demo/spiral.flame tests/data/animations/anim01.flam3 "$P/"
printf '[render]\nsize = 1920x1080\nquality = auto\nbackend = cuda\n[video]\ncodec = none\n' >"$P/flamebuild.conf"
"$FB" build "$P" -v 2>&1 | grep -E "frame|built" | tee "$O/auto.txt" | tail -4
sed 's/gamma="3.2"/gamma="2.6"/' "$P/spiral.flame" >"$P/x" && mv "$P/x" "$P/spiral.flame"
"$FB" build "$P" 2>&1 | tail -1 | tee -a "$O/auto.txt"
echo "== one frame in 2 shares on one GPU"
# The split against one GPU, and a second seed for the noise scale: ratio ~0 (the same samples).
S=$(mktemp -d /tmp/flamebuild-shares.XXXXXX); R=$(mktemp -d /tmp/flamebuild-one.XXXXXX); R2=$(mktemp -d /tmp/flamebuild-two.XXXXXX)
seed=1
for d in "$S" "$R" "$R2"; do
  cp examples/demo/spiral.flame "$d/"
  [ "$d" = "$R2" ] && seed=2
  printf '[render]\nsize = 1920x1080\nquality = 500\nseed = %s\nbackend = cuda\n[video]\ncodec = none\n' $seed >"$d/flamebuild.conf"
done
FLAMEBUILD_GPU_SHARES=2 "$FB" build "$S" -v 2>&1 | grep -E "frame 1|timeline|built" | tee "$O/shares.txt"
"$FB" build "$R" -v 2>&1 | grep -E "frame 1|timeline|built" | tee -a "$O/shares.txt"
"$FB" build "$R2" --quiet >/dev/null 2>&1
"$IMGCMP" "$S/out/spiral/00000.png" "$R/out/spiral/00000.png" "$R2/out/spiral/00000.png" 2>&1 | tee -a "$O/shares.txt"
echo "== realistic projects"
sh bench/realistic.sh "$FB" >"$O/realistic.out" 2>&1; tail -20 "$O/realistic.out"
echo "logs in $O"
