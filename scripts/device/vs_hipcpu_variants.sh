#!/bin/bash
# Several xlane variants against HIP-CPU at 1, 2 and 16 cores on the `device` machine's idle cores
# (BENCHMARKS.md "Speed pass 7 on the device"). Prepare a git-ignored folder (e.g. gpu-bin/exp/)
# holding a copy of this script as device.sh, the stripped release binaries and vs.tar (a folder vs/
# with bin/bench_hipcpu, lib/libtbb.so.12 (or beside the binary), ll/ and specs/ from
# ../shared/bench/vs-hipcpu/build.sh); carry that folder and run from the repository root:
#   OUT=$OUT RUNNERS="base=xlane-base new=xlane-new pad=xlane-new:VAR=1,OTHER=2" bash gpu-bin/exp/device.sh
# RUNNERS: name=binary[:VAR=value,...][+ARG...] (an environment per variant, then extra arguments
# of `xlane run`, each `+` a space: "cold=xlane warm=xlane+--repeat=5" times one cold launch per
# process and the median of 5 launches in one process; no `+` inside a value). Per round, core
# count and kernel (N = 2^20, default schedule): HIP-CPU's in-process median of 5 launches, then
# every variant, the order reversed every other round; all pinned with taskset -c 0-(C-1);
# xlane's time is its "ran ... in X ms" (one cold launch, or with --repeat the median launch).
# PHASES (same form) get XLANE_PHASES and /usr/bin/time at the most cores,
# two runs each. No new round after LIMIT seconds. The runner "native" is HIP-CPU's serial -O3 host
# loop on one core (the native limit), measured once per kernel. $OUT/exp.tgz holds raw.tsv, summary.txt
# (medians, HIP-CPU / xlane, efficiency t1 / (C * tC)), phases.txt and env.txt.
# ROTATE=1: round r pins its C cores from cpu (r-1)*C on (mod the cpu count), HIP-CPU and xlane
# alike, so that every core count samples every vCPU (a VM's vCPUs differ in speed).
# CEIL="name ...": the hardware's ceiling for those runners (and HIP-CPU): per kernel, CEIL_REPS
# times, one copy on every cpu at once, each pinned to its own cpu with one thread; summary.txt
# adds each one's mean time and the efficiency against it, mean / (C * tC): what parallel
# overhead costs beyond what 16 busy cores lose by themselves (shared cores, turbo, neighbours).
set -u
D=$(cd "$(dirname "$0")" && pwd)
OUT=${OUT:?set OUT}
CORES=${CORES:-"1 2 16"}; ROUNDS=${ROUNDS:-3}; LIMIT=${LIMIT:-330}; N=${N:-1048576}
KERNELS=${KERNELS:-"warp_reduce mad_chain block_reduce warp_scan compact"}
RUNNERS=${RUNNERS:?set RUNNERS}
PHASES=${PHASES:-""}; ROTATE=${ROTATE:-0}; CEIL=${CEIL:-""}; CEIL_REPS=${CEIL_REPS:-2}
W=$(mktemp -d); R=$OUT/exp; mkdir -p "$R"
tar -xf "$D/vs.tar" -C "$W" || { echo "no vs.tar" >&2; exit 1; }
V=$W/vs; T0=$(date +%s)
LIBD=$V/lib; [ -d "$LIBD" ] || LIBD=$V/bin
{ date -u; uname -a; nproc; grep -m1 'model name' /proc/cpuinfo; uptime; ldd --version | head -1;
  cat /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null; } > "$R/env.txt"
echo -e "round\tcores\tkernel\trunner\tms" > "$R/raw.tsv"
NP=$(nproc)
# the cpus of round $1 at $2 cores: "0-(C-1)", or with ROTATE a list starting at (r-1)*C
cpus() { if [ "$ROTATE" = 1 ] && [ "$2" -lt "$NP" ]; then seq 0 $(($2-1)) | awk -v o=$(( ($1-1) * $2 )) -v n=$NP '{printf "%s%d", (NR > 1 ? "," : ""), (o + $1) % n}'; else echo "0-$(($2-1))"; fi; }
hip() { taskset -c "$1" env LD_LIBRARY_PATH="$LIBD" "$V/bin/bench_hipcpu" "$2" "$N" 5 - 2>/dev/null |
    sed -n 's/.* median_s=\([0-9.e-]*\).*/\1/p' | awk '{printf "%.3f", $1*1000}'; }
names=""; for r in $RUNNERS; do names="$names ${r%%=*}"; done
# runner $1 (name=binary[:VAR=value,...][+ARG...]): its binary $b, environment $e, arguments $a
parts() { local bin=${1#*=}; a=""; case $bin in *+*) a=${bin#*+}; a=${a//+/ }; bin=${bin%%+*};; esac
  b=${bin%%:*}; e=""; [ "$bin" != "$b" ] && e=${bin#*:}; e=${e//,/ }; }
# xlane's time line (`ran ... in X ms`, or `X µs`, `X s`) in ms
ran_ms() { awk '/^ran .* in [0-9.]+ (ms|µs|s)$/ { u = $NF; printf "%.3f", $(NF - 1) * (u == "s" ? 1000 : u == "ms" ? 1 : 0.001) }'; }
# the same computation as HIP-CPU's serial -O3 host loop on one core (its native_s; the native
# limit), once per kernel, shown in every core count's row as the runner "native"
for k in $KERNELS; do
  nat=$(taskset -c 0 env LD_LIBRARY_PATH="$LIBD" "$V/bin/bench_hipcpu" "$k" "$N" 1 "$W/ref.bin" 2>/dev/null |
    sed -n 's/.* native_s=\([0-9.e-]*\).*/\1/p' | awk '{printf "%.3f", $1*1000}')
  for c in $CORES; do echo -e "0\t$c\t$k\tnative\t$nat" >> "$R/raw.tsv"; done
done
for r in $(seq 1 "$ROUNDS"); do
  for c in $CORES; do
    [ "$c" -le "$(nproc)" ] || continue
    for k in $KERNELS; do
      if [ $(( $(date +%s) - T0 )) -gt "$LIMIT" ]; then echo "stopped at round $r (limit ${LIMIT}s)" >> "$R/env.txt"; break 3; fi
      set_=$(cpus "$r" "$c")
      echo -e "$r\t$c\t$k\thipcpu\t$(hip "$set_" "$k")" >> "$R/raw.tsv"
      list=$RUNNERS; [ $((r % 2)) = 0 ] && list=$(echo $RUNNERS | tr ' ' '\n' | tac | tr '\n' ' ')
      for x in $list; do
        parts "$x"
        t=$(cd "$V/specs" && taskset -c "$set_" env $e "$D/$b" run $a "$k.$N.par.json" 2>/dev/null | ran_ms)
        echo -e "$r\t$c\t$k\t${x%%=*}\t$t" >> "$R/raw.tsv"
      done
    done
  done
done
# the ceiling: a one-thread copy on every cpu at once (HIP-CPU's in-process median of 5 launches)
echo -e "rep\tkernel\trunner\tcpu\tms" > "$R/ceil.tsv"
[ -n "$CEIL" ] && for k in $KERNELS; do for rep in $(seq 1 "$CEIL_REPS"); do for x in hipcpu $CEIL; do
  for c in $(seq 0 $((NP-1))); do
    if [ "$x" = hipcpu ]; then hip "$c" "$k" > "$W/ceil$c" &
    else
      for y in $RUNNERS; do [ "${y%%=*}" = "$x" ] && parts "$y"; done
      (cd "$V/specs" && taskset -c "$c" env $e "$D/$b" run $a "$k.$N.par.json" 2>/dev/null | ran_ms) > "$W/ceil$c" &
    fi
  done; wait
  for c in $(seq 0 $((NP-1))); do echo -e "$rep\t$k\t$x\t$c\t$(cat "$W/ceil$c")" >> "$R/ceil.tsv"; done
done; done; done
C=$(for c in $CORES; do [ "$c" -le "$(nproc)" ] && echo "$c"; done | sort -n | tail -1)
for k in $KERNELS; do for x in $PHASES; do for i in 1 2; do
  parts "$x"
  echo "== $k ${x%%=*} cores=$C run $i"
  (cd "$V/specs" && taskset -c 0-$((C-1)) env $e XLANE_PHASES=1 /usr/bin/time -f "faults minor %R major %F, user %U s, sys %S s" "$D/$b" run --quiet $a "$k.$N.par.json" 2>&1 >/dev/null)
done; done; done > "$R/phases.txt" 2>&1
uptime >> "$R/env.txt"
awk -F'\t' -v kernels="$KERNELS" -v cores="$CORES" -v runners="hipcpu native$names" 'NR > 1 && $5 != "" { v[$2 SUBSEP $3 SUBSEP $4] = v[$2 SUBSEP $3 SUBSEP $4] " " $5 }
  function med(s,   a, n, i, j, t) { n = split(s, a, " "); for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
    return n == 0 ? 0 : (n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2) }
  END { nk = split(kernels, K, " "); nc = split(cores, C, " "); nb = split(runners, B, " ")
    printf "median ms\n%-13s %5s", "kernel", "cores"; for (b = 1; b <= nb; b++) printf " %9s", B[b]; printf "\n"
    for (i = 1; i <= nk; i++) for (j = 1; j <= nc; j++) { printf "%-13s %5s", K[i], C[j]
      for (b = 1; b <= nb; b++) { m = med(v[C[j] SUBSEP K[i] SUBSEP B[b]]); t[K[i], C[j], B[b]] = m; printf " %9.2f", m }; printf "\n" }
    printf "\nHIP-CPU / runner (> 1: xlane faster)\n"
    for (i = 1; i <= nk; i++) for (j = 1; j <= nc; j++) { printf "%-13s %5s", K[i], C[j]
      for (b = 2; b <= nb; b++) { y = t[K[i], C[j], B[b]]; printf(" %9s", (y > 0) ? sprintf("%.2f", t[K[i], C[j], "hipcpu"] / y) : "-") }; printf "\n" }
    printf "\nefficiency t1 / (C * tC)\n"
    for (i = 1; i <= nk; i++) for (j = 1; j <= nc; j++) if (C[j] > 1) { printf "%-13s C=%-3s", K[i], C[j]
      for (b = 1; b <= nb; b++) { if (B[b] == "native") { printf " %9s", "-"; continue }; x = t[K[i], 1, B[b]]; y = t[K[i], C[j], B[b]]; printf " %9s", (x > 0 && y > 0) ? sprintf("%.1f%%", 100 * x / (C[j] * y)) : "-" }; printf "\n" } }' \
  "$R/raw.tsv" > "$R/summary.txt"
[ -n "$CEIL" ] && printf "\nceiling: a one-thread copy on each of %d cpus at once (mean ms, copies), efficiency mean / (%d * t%d)\n" "$NP" "$NP" "$NP" >> "$R/summary.txt"
[ -n "$CEIL" ] && awk -F'\t' -v np="$NP" 'FNR == 1 { f++ } f == 1 && FNR > 1 && $5 != "" { s[$2 SUBSEP $3] += $5; n[$2 SUBSEP $3]++ }
  f == 2 && FNR > 1 && $2 == np && $5 != "" { v[$3 SUBSEP $4] = v[$3 SUBSEP $4] " " $5 }
  function med(str,   a, c, i, j, t) { c = split(str, a, " "); for (i = 1; i <= c; i++) for (j = i + 1; j <= c; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
    return c == 0 ? 0 : (c % 2 ? a[(c + 1) / 2] : (a[c / 2] + a[c / 2 + 1]) / 2) }
  END { for (k in n) { split(k, p, SUBSEP); m = s[k] / n[k]; t = med(v[k]); printf "%-13s %-8s %9.2f ms (%d)  %s\n", p[1], p[2], m, n[k], ((t > 0) ? sprintf("%.1f%%", 100 * m / (np * t)) : "-") } }' \
  "$R/ceil.tsv" "$R/raw.tsv" | sort >> "$R/summary.txt"
(cd "$OUT" && tar -czf exp.tgz exp)
cat "$R/env.txt" "$R/summary.txt"; grep -E '^(==|workers|faults|phases|launch [0-9]+: )' "$R/phases.txt" | head -120
rm -rf "$W"
