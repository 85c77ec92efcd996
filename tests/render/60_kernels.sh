#!/bin/sh
# `flamebuild kernels`: a project's kernels compiled into its cache with NVRTC alone (no GPU),
# once; absurd genomes refused at once. Without NVRTC (a machine without the CUDA toolkit)
# the argument handling and the clear error are still checked. Runs the sanitizer build.
. tests/lib.sh
FB=$FLAMEBUILD_ASAN

# Arguments: checked before anything is compiled.
if expect_fail "kernels: bad --arch" "$FB" kernels --arch compute_90 "$TMP"; then
  grep -q "wants a real architecture" "$TMP/err" && ok "kernels: bad --arch is a clear error" ||
    bad "kernels: bad --arch" "$(cat "$TMP/err")"
fi
if "$FB" kernels --help >"$TMP/out" 2>&1 && grep -q "usage: flamebuild kernels" "$TMP/out"; then ok "kernels: --help"
else bad "kernels: --help" "$(head -3 "$TMP/out")"; fi
"$FB" --help | grep -q "kernels" && ok "kernels: listed in flamebuild --help" || bad "kernels: --help lists it" ""

# No NVRTC: a clear error, not a crash.
if FLAMEBUILD_NVRTC=/nonexistent/libnvrtc.so expect_fail "kernels: no NVRTC" "$FB" kernels --arch sm_90 "$TMP"; then
  grep -q "NVRTC" "$TMP/err" && ok "kernels: no NVRTC is a clear error" || bad "kernels: no NVRTC" "$(cat "$TMP/err")"
fi

mkdir -p "$TMP/kp/sub"; : >"$TMP/kp/flamebuild.conf"
still "$TMP/kp/a.flame" 0.6
animation "$TMP/kp/sub/anim.flame" 0 2
if ! "$FB" kernels --arch sm_90 "$TMP/kp" >"$TMP/k1.out" 2>"$TMP/k1.err" && grep -q "NVRTC" "$TMP/k1.err"; then
  # CI installs the CUDA toolkit's NVRTC: its absence is a failure, unless the machine says it
  # has none (FLAMEBUILD_NO_CUDA_TOOLKIT=1, as the unit tests read it); then a skip.
  if [ "${FLAMEBUILD_NO_CUDA_TOOLKIT:-}" = 1 ]; then skip "kernels: compile checks" "no NVRTC here"
  else bad "kernels: NVRTC" "not found: $(head -c 200 "$TMP/k1.err")"; fi
  exit 0
fi

# The animation's two frames (motion-blurred: several sub-frames) share one iteration kernel;
# the still of the same structure (one sub-frame) has its own, which reads the camera from the
# launch (FB_ONE_SUB); with the finishing module and the generic kernel, 4.
if grep -q "kernels: 4 compiled" "$TMP/k1.out" && [ "$(find "$TMP/kp/.flamebuild/cache/kernels" -type f | wc -l)" -eq 4 ]
then ok "kernels: a project's kernels compile into its cache"
else bad "kernels: project" "$(cat "$TMP/k1.out" "$TMP/k1.err" | head -8)"; fi
grep -q "x2-linear-float  .*(2 frames" "$TMP/k1.out" && grep -q "x2-linear-float-1sub .*(1 frame" "$TMP/k1.out" &&
  ok "kernels: one kernel for the frames of one structure, another for its still" ||
  bad "kernels: frames per kernel" "$(cat "$TMP/k1.out")"
"$FB" kernels --arch sm_90 -j 1 "$TMP/kp" >"$TMP/k2.out" 2>&1
grep -q "kernels: 0 compiled.*4 cached" "$TMP/k2.out" && ok "kernels: a second run compiles nothing" ||
  bad "kernels: second run" "$(cat "$TMP/k2.out")"

# Genome files: into the user's kernel cache ($XDG_CACHE_HOME/flamebuild/kernels), and read
# from it. The cache starts as a copy of the project's above: its finishing module and generic
# kernel are this file's too (the same text, the same key), found there rather than compiled a
# second time (~6 CPU s of NVRTC); the file's own kernel is compiled into it.
mkdir -p "$TMP/xdg/flamebuild" && cp -R "$TMP/kp/.flamebuild/cache/kernels" "$TMP/xdg/flamebuild/kernels"
XDG_CACHE_HOME="$TMP/xdg" "$FB" kernels --arch sm_90 --quiet tests/data/variations/v13_julia.flam3 >"$TMP/k3.out" 2>&1
grep -q "kernels: 1 compiled.*2 cached" "$TMP/k3.out" && [ "$(find "$TMP/xdg/flamebuild/kernels" -type f | wc -l)" -eq 5 ] &&
  ok "kernels: a genome file's kernels go to the user's cache" || bad "kernels: genome file" "$(cat "$TMP/k3.out")"

grep -q "generic .*(new structures)" "$TMP/k1.out" && ok "kernels: the generic kernel is compiled too" ||
  bad "kernels: generic" "$(cat "$TMP/k1.out")"

# 70 xforms of 70 different variation sets: no kernel of its own (minutes of NVRTC), the
# generic one, already compiled into this cache by the run above.
{
  echo '<flames><flame name="many" size="32 24" scale="9" quality="1">'
  for v in $(ls tests/data/variations | sed -n 's/^v[0-9]*_\(.*\)\.flam3$/\1/p' | grep -v -e '^linear$' -e '^pre_blur$' | head -70); do
    printf '<xform weight="1" color="0" linear="0.5" %s="0.5" coefs="0.5 0 0 0.5 0 0"/>\n' "$v"
  done
  echo '<color index="0" rgb="250 120 30"/></flame></flames>'
} >"$TMP/many.flame"
if XDG_CACHE_HOME="$TMP/xdg" "$FB" kernels --arch sm_90 "$TMP/many.flame" >"$TMP/k4.out" 2>&1 &&
   grep -q "kernels: 0 compiled.*2 cached" "$TMP/k4.out" && grep -q "many.flame (2 frames" "$TMP/k4.out"; then
  ok "kernels: too many variation sets take the generic kernel"
else bad "kernels: too many variation sets" "$(cat "$TMP/k4.out")"; fi
