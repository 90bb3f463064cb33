#!/bin/bash
# xlane's default (parallel) schedule at 1, 2 and 16 cores against HIP-CPU, two xlane binaries (A/B),
# on the `device` machine's 16 idle cores (BENCHMARKS.md "Speed pass 6"). Prepare a git-ignored folder
# gpu-bin/ab/ beside this script's copy: device.sh (this file), xlane-base and xlane-new (stripped
# release builds), vs.tar (a folder vs/ with bin/bench_hipcpu and lib/libtbb.so.12 from
# ../shared/bench/vs-hipcpu/build.sh, ll/ and specs/); carry ["gpu-bin/ab"] and run from the repository root:
#   OUT=$OUT bash gpu-bin/ab/device.sh            (CORES="1 2 16" ROUNDS=3 LIMIT=300 by default)
# Everything lands in $OUT/par16.tgz (raw.tsv, summary.txt, phases.txt, env.txt); summary.txt is printed too.
# Per round, core count and kernel (N = 2^20), interleaved: HIP-CPU (its in-process median of 5 launches),
# then xlane-base and xlane-new (order alternating by round), each pinned with taskset -c 0-(C-1);
# xlane's time is the launch's "ran ... in X ms" (placement to report). After the rounds, at the most cores:
# XLANE_PHASES of both binaries and of xlane-new with glibc arenas made roomy (top_pad 1 MiB, an experiment),
# two runs each. No new round starts after LIMIT seconds.
set -u
D=$(cd "$(dirname "$0")" && pwd)
OUT=${OUT:?set OUT}
CORES=${CORES:-"1 2 16"}; ROUNDS=${ROUNDS:-3}; LIMIT=${LIMIT:-300}; N=${N:-1048576}
KERNELS=${KERNELS:-"warp_reduce mad_chain block_reduce warp_scan compact"}
W=$(mktemp -d); R=$OUT/par16; mkdir -p "$R"
tar -xf "$D/vs.tar" -C "$W" || { echo "no vs.tar" >&2; exit 1; }
V=$W/vs; T0=$(date +%s)
{ date -u; uname -a; nproc; grep -m1 'model name' /proc/cpuinfo; uptime; ldd --version | head -1;
  cat /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null; } > "$R/env.txt"
echo -e "round\tcores\tkernel\trunner\tms" > "$R/raw.tsv"
hip() { # cores kernel -> ms
  taskset -c 0-$(($1-1)) env LD_LIBRARY_PATH="$V/lib" "$V/bin/bench_hipcpu" "$2" "$N" 5 - 2>/dev/null |
    sed -n 's/.* median_s=\([0-9.e-]*\).*/\1/p' | awk '{printf "%.3f", $1*1000}'
}
xl() { # binary cores kernel -> ms
  (cd "$V/specs" && taskset -c 0-$(($2-1)) "$D/$1" run "$3.$N.par.json" 2>/dev/null) |
    sed -n 's/^ran .* in \([0-9.]*\) ms$/\1/p'
}
for r in $(seq 1 "$ROUNDS"); do
  for c in $CORES; do
    [ "$c" -le "$(nproc)" ] || continue
    for k in $KERNELS; do
      if [ $(( $(date +%s) - T0 )) -gt "$LIMIT" ]; then echo "stopped at round $r (limit ${LIMIT}s)" >> "$R/env.txt"; break 3; fi
      echo -e "$r\t$c\t$k\thipcpu\t$(hip "$c" "$k")" >> "$R/raw.tsv"
      if [ $((r % 2)) = 1 ]; then order="xlane-base xlane-new"; else order="xlane-new xlane-base"; fi
      for b in $order; do echo -e "$r\t$c\t$k\t$b\t$(xl "$b" "$c" "$k")" >> "$R/raw.tsv"; done
    done
  done
done
# where the time goes at the most cores
C=$(for c in $CORES; do [ "$c" -le "$(nproc)" ] && echo "$c"; done | sort -n | tail -1)
for k in $KERNELS; do
  for v in base new roomy; do
    b=xlane-$v; e=""; [ $v = roomy ] && { b=xlane-new; e="GLIBC_TUNABLES=glibc.malloc.top_pad=1048576"; }
    for i in 1 2; do
      echo "== $k $v cores=$C run $i"
      (cd "$V/specs" && taskset -c 0-$((C-1)) env $e XLANE_PHASES=1 /usr/bin/time -f "faults minor %R major %F, user %U s, sys %S s" "$D/$b" run --quiet "$k.$N.par.json" 2>&1 >/dev/null)
    done
  done
done > "$R/phases.txt" 2>&1
uptime >> "$R/env.txt"
# medians, ratios (HIP-CPU / xlane: > 1, xlane faster) and 16-core efficiency (t1 / (C * tC), default schedule)
awk -F'\t' -v kernels="$KERNELS" -v cores="$CORES" 'NR > 1 && $5 != "" { v[$2 SUBSEP $3 SUBSEP $4] = v[$2 SUBSEP $3 SUBSEP $4] " " $5 }
  function med(s,   a, n, i, j, t) { n = split(s, a, " "); for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
    return n == 0 ? 0 : (n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2) }
  END { nk = split(kernels, K, " "); nc = split(cores, C, " ")
    printf "%-13s %5s %10s %10s %10s %8s %8s %9s\n", "kernel", "cores", "hipcpu_ms", "base_ms", "new_ms", "hip/base", "hip/new", "base/new"
    for (i = 1; i <= nk; i++) for (j = 1; j <= nc; j++) { k = K[i]; c = C[j]
      h = med(v[c SUBSEP k SUBSEP "hipcpu"]); b = med(v[c SUBSEP k SUBSEP "xlane-base"]); n = med(v[c SUBSEP k SUBSEP "xlane-new"])
      t[k, c, "b"] = b; t[k, c, "n"] = n; t[k, c, "h"] = h
      if (b > 0 && n > 0 && h > 0) printf "%-13s %5s %10.2f %10.2f %10.2f %8.2f %8.2f %9.2f\n", k, c, h, b, n, h / b, h / n, b / n }
    printf "\nefficiency t1 / (C * tC), each runner against its own 1-core time (default schedule):\n"
    for (i = 1; i <= nk; i++) for (j = 1; j <= nc; j++) { k = K[i]; c = C[j]
      if (c > 1 && t[k, 1, "b"] > 0 && t[k, 1, "n"] > 0 && t[k, c, "n"] > 0 && t[k, c, "b"] > 0 && t[k, c, "h"] > 0)
        printf "%-13s C=%-3s hipcpu %5.1f %%  base %5.1f %%  new %5.1f %%\n", k, c, 100 * t[k, 1, "h"] / (c * t[k, c, "h"]), 100 * t[k, 1, "b"] / (c * t[k, c, "b"]), 100 * t[k, 1, "n"] / (c * t[k, c, "n"]) } }' \
  "$R/raw.tsv" > "$R/summary.txt"
(cd "$OUT" && tar -czf par16.tgz par16)
cat "$R/env.txt" "$R/summary.txt"; grep -E '^(==|phases|workers|faults)' "$R/phases.txt" | head -200
rm -rf "$W"
