#!/bin/sh
# Run fuzz targets one after another: SECONDS each, findings in artifacts/<target>/.
# usage: fuzz/run_all.sh SECONDS target...
# Runs the binaries `cargo +nightly fuzz build -O` made (build first: running them directly
# does not rebuild the workspace between targets).
cd "$(dirname "$0")"
S=$1; shift
BIN=target/x86_64-unknown-linux-gnu/release
for t in "$@"; do
  mkdir -p artifacts/$t
  $BIN/$t corpus/$t -max_total_time=$S -rss_limit_mb=2048 -timeout=10 -max_len=16384 \
    -artifact_prefix=artifacts/$t/ > logs.$t.txt 2>&1
  echo "$t exit $?" >> logs.summary.txt
done
