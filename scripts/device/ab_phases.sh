#!/bin/bash
# Two xlane binaries, A and B, launched cold and alternating with XLANE_PHASES=1 on the device's
# cores (BENCHMARKS.md, speed pass 10 on the device: the tails and first blocks of a 16-core pass).
# Prepare a git-ignored folder (e.g. gpu-bin/ab/) with vs.tar (as for vs_hipcpu_variants.sh) and
# the two stripped binaries (plain or .xz); carry it and run from the repository root:
#   OUT=$OUT A=gpu-bin/ab/xlane-base B=gpu-bin/ab/xlane-new VS=gpu-bin/ab/vs.tar bash scripts/device/ab_phases.sh
# CORES (default "16 2") and ROUNDS per core count (default 12) set the runs; every round runs each
# kernel with A then B, the order reversed every other round. $OUT/ab.txt holds each run's
# `phases:` and `workers` lines under a header `== KERNEL A|B cores=C run R`.
set -u
OUT=${OUT:?set OUT}; A=${A:?set A}; B=${B:?set B}; VS=${VS:?set VS}
CORES=${CORES:-"16 2"}; ROUNDS=${ROUNDS:-12}; N=${N:-1048576}
KERNELS=${KERNELS:-"warp_reduce warp_scan mad_chain block_reduce compact"}
W=$(mktemp -d)
# a binary, unpacked if it is .xz, as an absolute path
bin() { case $1 in *.xz) xz -dc "$1" > "$W/$2"; chmod +x "$W/$2"; echo "$W/$2";; *) readlink -f "$1";; esac; }
declare -A X=([A]=$(bin "$A" a) [B]=$(bin "$B" b))
tar -xf "$VS" -C "$W" || { echo "no vs.tar" >&2; exit 1; }
{ date -u; uptime; nproc; } > "$OUT/env.txt"
cd "$W/vs/specs" || exit 1
for c in $CORES; do
  [ "$c" -le "$(nproc)" ] || continue
  for r in $(seq 1 "$ROUNDS"); do
    for k in $KERNELS; do
      order="A B"; [ $((r % 2)) = 0 ] && order="B A"
      for v in $order; do
        echo "== $k $v cores=$c run $r" >> "$OUT/ab.txt"
        XLANE_PHASES=1 taskset -c 0-$((c - 1)) "${X[$v]}" run --quiet "$k.$N.par.json" 2>&1 | grep -E "^phases|^workers" >> "$OUT/ab.txt"
      done
    done
  done
done
uptime >> "$OUT/env.txt"
