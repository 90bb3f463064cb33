#!/bin/bash
# Black-box fuzz (fuzz/blackbox.py) a carried xlane binary on every core of the `device` machine.
# Put a stripped release build at gpu-bin/fuzz/xlane (git-ignored), carry ["gpu-bin/fuzz"], and run
# from the repository root:
#   SECONDS_RUN=540 SEED=9191 START=0 bash scripts/device/fuzz16.sh   (findings and the log: $OUT/f.tgz)
set -u
S=${SECONDS_RUN:-540}; SEED=${SEED:-9191}; START=${START:-0}
B=${XLANE:-$PWD/gpu-bin/fuzz/xlane}; chmod +x "$B"
echo "cores $(nproc); $(uptime); python $(python3 --version 2>&1); clang $(command -v clang-22 || echo none)"
"$B" --version
J=$(nproc)
timeout $((S + 90)) python3 fuzz/blackbox.py --xlane "$B" --corpus tests/kernels --out /tmp/bb \
  --seconds "$S" --jobs "$J" --seed "$SEED" --start "$START" > /tmp/bb.log 2>&1
echo "blackbox exit $?"
tail -25 /tmp/bb.log
ls /tmp/bb/findings 2>/dev/null | head -20
cp /tmp/bb.log /tmp/bb/ 2>/dev/null
tar czf "$OUT/f.tgz" -C /tmp bb 2>/dev/null
uptime
