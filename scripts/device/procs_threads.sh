#!/bin/bash
# Is a block's extra cost on 16 threads a per-process effect? (BENCHMARKS.md, speed pass 11: a
# warp_reduce block costs 1.8x its one-core CPU time on 16 threads of one process, 1.2x in 16
# one-thread processes.) Runs P processes of T threads each at once, process p pinned to cpus
# p*T..p*T+T-1, each `xlane run --jobs T --repeat R` with XLANE_PHASES, and notes the TLB-shootdown
# and function-call interrupts (/proc/interrupts) around each configuration. Carry a folder with
# a stripped xlane (plain or .xz) and vs.tar (as for vs_hipcpu_variants.sh); from the repository root:
#   OUT=$OUT XLANE=gpu-bin/q/xlane.xz VS=gpu-bin/q/vs.tar bash scripts/device/procs_threads.sh
# CFGS (default "1x16 2x8 4x4 16x1 1x16 2x8 4x4 16x1"), SPEC (default warp_reduce.1048576.par.json),
# R (default 10). $OUT/q.txt: per configuration the interrupts before and after, then every
# launch's `phases:` and `workers` lines prefixed with the process (CPU per block = the workers'
# median CPU / their median blocks).
set -u
OUT=${OUT:?set OUT}; XLANE=${XLANE:?set XLANE}; VS=${VS:?set VS}
CFGS=${CFGS:-"1x16 2x8 4x4 16x1 1x16 2x8 4x4 16x1"}; SPEC=${SPEC:-warp_reduce.1048576.par.json}; R=${R:-10}
W=$(mktemp -d)
case $XLANE in *.xz) xz -dc "$XLANE" > "$W/xlane";; *) cp "$XLANE" "$W/xlane";; esac
chmod +x "$W/xlane"; tar -xf "$VS" -C "$W" || exit 1
cd "$W/vs/specs" || exit 1
irq() { grep -E "TLB|CAL|RES" /proc/interrupts | awk '{s=0; for (i = 2; i <= NF; i++) if ($i ~ /^[0-9]+$/) s += $i; printf "%s %d ", $1, s}'; }
{
  uptime
  for cfg in $CFGS; do
    P=${cfg%x*}; T=${cfg#*x}
    echo "== P=$P T=$T irq-before $(irq)"
    for p in $(seq 0 $((P - 1))); do
      XLANE_PHASES=1 taskset -c $((p * T))-$((p * T + T - 1)) "$W/xlane" run --quiet --jobs "$T" --repeat "$R" "$SPEC" > "$W/q.$p.txt" 2>&1 &
    done
    wait
    echo "irq-after $(irq)"
    for p in $(seq 0 $((P - 1))); do grep -E "workers|phases" "$W/q.$p.txt" | sed "s/^/p$p /"; done
  done
  uptime
} > "$OUT/q.txt" 2>&1
