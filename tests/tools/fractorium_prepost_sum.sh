#!/bin/sh
# fractorium_prepost_sum.sh FRACTORIUM_CHECKOUT — regenerates tests/data/fractorium_prepost_sum.txt:
# the variations whose pre_ and post_ forms Fractorium makes add to the point instead of setting
# it (its MAKEPREPOST*VARASSIGN(…, ASSIGNTYPE_SUM) lines), one name a line as Fractorium writes
# it. tests/unit/test_genome.c checks kernels/variation_table.h's FM_VARS_PREPOST_SUM against it.
# Made with typpos/fractorium 2ba3764.
set -e
src=${1:?usage: fractorium_prepost_sum.sh FRACTORIUM_CHECKOUT}
here=$(cd "$(dirname "$0")/../.." && pwd)
cat "$src"/Source/Ember/Variation*.h |
  sed -n 's/^MAKEPREPOST[A-Z]*VARASSIGN([A-Za-z0-9_]*, *\([A-Za-z0-9_]*\), *[A-Z0-9_]*, *eVariationAssignType::ASSIGNTYPE_SUM).*/\1/p' |
  LC_ALL=C sort -u >"$here/tests/data/fractorium_prepost_sum.txt"
echo "tests/data/fractorium_prepost_sum.txt: $(wc -l <"$here/tests/data/fractorium_prepost_sum.txt") names"
