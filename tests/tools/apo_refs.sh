#!/bin/sh
# apo_refs.sh PLUGIN_SOURCES... — regenerates the reference files of the Apophysis 7X plugins
# flamebuild draws beyond Fractorium's set (tests/data/variation_refs/NAME.txt.zst for the names
# below) from the plugins' own C code, outside this repository. Each PLUGIN_SOURCES is a folder
# of plugin sources, searched in turn for a plugin as NAME/NAME.h with its variables.h (the
# layout of https://github.com/xyrus02/apophysis-plugins, its plugins/ folder) or as NAME.c (the
# plugins collected in https://github.com/andrewlkirby/apophysis-cpp, src/core/plugins/thirdparty).
# Each plugin's files are copied to a temporary folder without its SDK header and built with
# tests/tools/apo_refs/ (apoplugin.h, our stand-in for that header; apo_plugin.c, which compiles
# the plugin; apo_refs.c, which prints its values). Needs gcc and zstd. Made with xyrus02/apophysis-plugins 1372f26 and
# andrewlkirby/apophysis-cpp e697642. APO_REFS_ONLY="NAME …" makes only those.
set -e
[ $# -ge 1 ] || { echo "usage: apo_refs.sh PLUGIN_SOURCES..." >&2; exit 2; }
here=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d /tmp/apo_refs.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

# ref NAME[=OURS] FORM LINES SEED SPEC...: plugin NAME's lines into
# tests/data/variation_refs/NAME.txt.zst (headed OURS, flamebuild's name for it, if given)
ref() {
  arg=$1 name=${1%%=*}; shift
  case " ${APO_REFS_ONLY:-$name} " in *" $name "*) ;; *) return 0 ;; esac
  dir=$tmp/$name
  rm -rf "$dir"; mkdir -p "$dir"
  src="" src2=""
  for d in $sources; do
    if [ -f "$d/$name/$name.h" ] && [ -f "$d/$name/variables.h" ]; then
      cp "$d/$name/$name.h" "$d/$name/variables.h" "$dir/"; src='"variables.h"'; src2="\"$name.h\""; break
    elif [ -f "$d/$name.c" ]; then
      cp "$d/$name.c" "$dir/"; src="\"$name.c\""; break
    fi
  done
  [ -n "$src" ] || { echo "apo_refs.sh: no source of plugin $name in $sources" >&2; exit 1; }
  # the plugin's files alone, its SDK header left behind: its #include "apoplugin.h" finds ours
  # (-I); gnu89 inline: the plugins' `inline` helpers are emitted once, as their DLL builds had them
  gcc -std=gnu11 -fgnu89-inline -O1 -w -I"$dir" -I"$here/tests/tools/apo_refs" -DAPO_SOURCE="$src" \
    ${src2:+-DAPO_SOURCE2="$src2"} -o "$dir/apo_refs" "$here/tests/tools/apo_refs/apo_refs.c" \
    "$here/tests/tools/apo_refs/apo_plugin.c" -lm
  # from a file, not a pipe: the frame then records its size, which the test reads it by
  "$dir/apo_refs" "$arg" "$@" >"$dir/$name.txt"
  zstd -q -19 -f "$dir/$name.txt" -o "$here/tests/data/variation_refs/$name.txt.zst"
  echo "$name: $(zstd -dc "$here/tests/data/variation_refs/$name.txt.zst" | wc -l) lines"
}

sources=$*
# NAME FORM LINES SEED: the weight about 1, variables over the ranges artists use and past them
ref curl2 xyz 1000 20261201 curl2_c1=-1:1 curl2_c2=-1:1 curl2_c3=-1:1
ref xcurl2 xyz 1000 20261202 xcurl2_c1=-1:1 xcurl2_c2=-1:1 xcurl2_c3=-1:1
ref xhyperbol xyzsc 1000 20261203 xhyperbol_m00=-2:2 xhyperbol_m01=-2:2 xhyperbol_m10=-2:2 \
  xhyperbol_m11=-2:2 xhyperbol_m20=-1:1 xhyperbol_m21=-1:1
ref julian3 xyz 1000 20261204 julian3_power=-6:8:i julian3_dist=-2:3 julian3_real=-1.5:1.5 julian3_imag=-1.5:1.5 affine
ref juni xyz 1000 20261205 juni_power=-6:8:i juni_invert=0:1:i juni_stretch=-2:3 affine
ref julian2dc xyzc 1000 20261206 julian2dc_power=-6:8:i julian2dc_dist=-2:3 julian2dc_col=-0.5:1.5 \
  julian2dc_a=-1.5:1.5 julian2dc_b=-1.5:1.5 julian2dc_c=-1.5:1.5 julian2dc_d=-1.5:1.5 julian2dc_e=-1:1 julian2dc_f=-1:1
ref dc_boarders=boarders xy 1000 20261207 w=0.5:1.5
ref post_stun post 1000 20261208 post_stun_power=-2:3 post_stun_r_min=0:2 post_stun_r_max=0:3
ref spherical2 xy 1000 20261210 spherical2_re=-2:2 spherical2_im=-2:2
ref stwins=stwin xy 1000 20261211 swtin_distort/stwin_distort=-2:3
ref post_mirror post 1000 20261209 post_mirror_xaxis=0:1:i post_mirror_yaxis=0:1:i post_mirror_pos=-1:1
