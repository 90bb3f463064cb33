#!/bin/bash
# Which vCPUs slow each other (BENCHMARKS.md "Speed pass 9 on the device")? For each measured cpu i
# and each other cpu j: a busy shell loop pinned to j while xlane (one thread, pinned to i) runs
# the spec twice; before each row, xlane alone on i three times. Hyperthread pairs show as one j
# per i that slows it ~1.7x. Output: $OUT/probe/pairs.tsv (i, j, ms; j = "-" alone), topo.txt.
#   XLANE=target/release/xlane OUT=/tmp/o ICPUS="0 1" scripts/device/vcpu_pairs.sh SPEC.json
set -u
P=${OUT:?set OUT}/probe; mkdir -p "$P"
X=${XLANE:?set XLANE to an xlane binary}; S=$1   # a spec (e.g. warp_reduce.1048576.par.json)
{ lscpu; lscpu -e; for c in /sys/devices/system/cpu/cpu[0-9]*; do echo "$c $(cat $c/topology/thread_siblings_list 2>/dev/null) core=$(cat $c/topology/core_id 2>/dev/null)"; done; } > "$P/topo.txt" 2>&1
t() { taskset -c "$1" "$X" run "$S" 2>/dev/null | sed -n 's/^ran .* in \([0-9.]*\) ms$/\1/p'; }
echo -e "i\tj\tms" > "$P/pairs.tsv"
NP=$(nproc)
for i in ${ICPUS:-$(seq 0 $((NP-1)))}; do
  for rep in 1 2 3; do echo -e "$i\t-\t$(t $i)" >> "$P/pairs.tsv"; done
  for j in $(seq 0 $((NP-1))); do
    [ "$j" = "$i" ] && continue
    taskset -c "$j" sh -c 'while :; do :; done' & b=$!
    sleep 0.02
    for rep in 1 2; do echo -e "$i\t$j\t$(t $i)" >> "$P/pairs.tsv"; done
    kill $b; wait $b 2>/dev/null
  done
done
