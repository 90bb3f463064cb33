#!/bin/sh
# Run fuzz targets one after another: SECONDS each, findings in artifacts/<target>/.
# usage: fuzz/run_all.sh SECONDS target...
cd "$(dirname "$0")"
S=$1; shift
for t in "$@"; do
  mkdir -p artifacts/$t
  cargo +nightly fuzz run -O $t corpus/$t -- -max_total_time=$S -rss_limit_mb=2048 -timeout=10 -max_len=16384 \
    -artifact_prefix=artifacts/$t/ > logs.$t.txt 2>&1
  echo "$t exit $?" >> logs.summary.txt
done
