#!/bin/bash
# xlane against HIP-CPU by CPU time, for a machine shared with other work (companion of
# ../shared/bench/vs-hipcpu/run.sh, same build folder and specs). Interleaved, R rounds; per
# kernel the median of HIP-CPU's in-process CPU time per launch (its `cpu_median_s`, all
# threads, median of 5 launches) and of xlane's `cpu_s` (process CPU time of the launch, all
# threads), sequential and parallel schedules; the ratio is HIP-CPU / xlane (> 1: xlane faster).
#   OUT=target/vs-hipcpu XLANE=target/release/xlane N=1048576 R=3 scripts/vs_hipcpu_cpu.sh
set -uo pipefail
OUT=${OUT:-target/vs-hipcpu}; X=${XLANE:-target/release/xlane}; N=${N:-1048576}; R=${R:-3}
for k in warp_reduce mad_chain block_reduce warp_scan compact; do
  hc=(); hw=(); xs=(); xp=()
  for r in $(seq 1 "$R"); do
    line=$("$OUT/bin/bench_hipcpu" $k "$N" 5 -)
    hc+=($(echo "$line" | sed -n 's/.* cpu_median_s=\([0-9.]*\).*/\1/p'))
    hw+=($(echo "$line" | sed -n 's/.* median_s=\([0-9.]*\) min_s.*/\1/p'))
    for s in seq par; do
      t=$("$X" run --strict --json "$OUT/specs/$k.$N.$s.json" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["cpu_s"] if d.get("error") is None else "nan")')
      [ $s = seq ] && xs+=("$t") || xp+=("$t")
    done
  done
  python3 - "$k" "$N" "${hc[*]}" "${hw[*]}" "${xs[*]}" "${xp[*]}" <<'PY'
import statistics as st, sys
k, n = sys.argv[1], int(sys.argv[2])
med = lambda s: st.median(float(x) for x in s.split())
h, hw, s, p = med(sys.argv[3]), med(sys.argv[4]), med(sys.argv[5]), med(sys.argv[6])
print(f"{k:13s} N={n}  HIP-CPU cpu {h*1e3:.1f} ms (wall {hw*1e3:.0f} ms)  xlane seq cpu {s*1e3:.1f} ms ({h/s:.2f}x)  xlane par cpu {p*1e3:.1f} ms ({h/p:.2f}x)")
PY
done
