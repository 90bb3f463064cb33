#!/bin/sh
# Seed the fuzz corpora (fuzz/corpus/<target>/, not committed) from the repository:
# the kernel corpus, its launch specs, the docs' snippets and calls, the vector sets.
set -e
cd "$(dirname "$0")/.."
C=fuzz/corpus
mkdir -p $C/ll_decode $C/ll_run $C/ll_tiers $C/launch_spec $C/snippet $C/call_asm $C/codecs $C/vector_line
for f in tests/kernels/*/*.ll crates/xlane-ir/tests/malformed/*.ll; do
  [ "$(wc -c < "$f")" -lt 65536 ] || continue
  n=$(echo "$f" | tr '/' '_')
  cp "$f" $C/ll_decode/$n; cp "$f" $C/ll_run/$n; cp "$f" $C/ll_tiers/$n
done
i=0
for f in tests/kernels/*/*.spec.json; do
  i=$((i+1)); { printf '\000'; cat "$f"; } > $C/launch_spec/spec$i
done
# snippets and calls quoted in the docs and tests: the text between single quotes
grep -ho "eval [^']*'[^']*'" docs/*.md README.md crates/xlane-cli/tests/all/*.rs 2>/dev/null | sed "s/^[^']*'//; s/'\$//" | sort -u | head -300 | \
  awk -v d=$C/snippet '{ f = d "/s" NR; printf "%c%s", NR % 5, $0 > f; close(f) }'
grep -ho '"[^"]*;[^"]*"' crates/xlane-cli/tests/all/cli_eval.rs crates/xlane-cli/tests/all/cli_snippet.rs crates/xlane-cli/tests/all/cli_amd.rs crates/xlane-cli/tests/all/eval_wwm.rs crates/xlane-cli/tests/all/lower_snippets.rs 2>/dev/null | tr -d '"' | sort -u | head -300 | \
  awk -v d=$C/snippet '{ f = d "/t" NR; printf "%c%s", NR % 5, $0 > f; close(f) }'
grep -ho "explain [^']*'[^']*'\|lower [^']*'[^']*'" docs/*.md README.md 2>/dev/null | sed "s/^[^']*'//; s/'\$//" | sort -u | \
  awk -v d=$C/call_asm '{ f = d "/c" NR; printf "%c%s", NR % 5, $0 > f; close(f) }'
for c in 'row_shr:3' 'quad_perm:[1,0,3,2]' 'row_share:15' 'row_newbcast:3' 'row_bcast:31' 'wave_ror:1' 'row_xmask:5' \
         '[7,6,5,4,3,2,1,0]' 'swizzle(SWAP,1)' 'swizzle(BITMASK_PERM,"01pi0")' 'swizzle(QDMode,0,1,2,3)' '0x87654321 0x0fedcba9' '0x113'; do
  printf '\000%s' "$c" > "$C/codecs/$(echo "$c" | tr -c 'a-zA-Z0-9' '_')"
done
for f in vectors/*/*.jsonl.gz; do
  n=$(basename "$(dirname "$f")")_$(basename "$f" .jsonl.gz)
  zcat "$f" | head -40 | awk -v d=$C/vector_line -v n="$n" '{ f = d "/" n NR; print > f; close(f) }'
done
for t in ll_decode ll_run ll_tiers launch_spec snippet call_asm codecs vector_line; do echo "$t: $(ls $C/$t | wc -l) seeds"; done
