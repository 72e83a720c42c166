#!/bin/sh
# The runs behind docs/balance.md: first-player advantage with equal medium bots, the strength ladder
# and hard against medium. Usage: sh tools/simulate/balance.sh OUT_DIR [WORKERS] [PART], after a build:
# npm run build -w shared && npx tsc -p tools/simulate. Each run writes OUT_DIR/<name>.txt and .json.
# PART: seats | ladder | hard | all (default).
set -e
out=${1:?output directory}
workers=${2:-2}
part=${3:-all}
mkdir -p "$out"
sim() { name=$1; shift; node tools/simulate/dist/main.js --workers "$workers" --json "$out/$name.json" "$@" > "$out/$name.txt" 2>/dev/null || true; }
games() { case $1 in base) echo "$2" ;; *) echo "$3" ;; esac; }
if [ "$part" = all ] || [ "$part" = seats ]; then
  for g in zoo cheeses base; do
    sim "$g-2p-medium" --game $g --players 2 --games "$(games $g 200 1000)" --bots medium,medium --seed 1
    sim "$g-3p-medium" --game $g --players 3 --games "$(games $g 150 999)" --bots medium,medium,medium --seed 1
    sim "$g-4p-medium" --game $g --players 4 --games "$(games $g 100 1000)" --bots medium,medium,medium,medium --seed 1
  done
fi
if [ "$part" = all ] || [ "$part" = ladder ]; then
  for g in zoo cheeses base; do
    sim "$g-2p-medium-easy" --game $g --players 2 --games 500 --bots medium,easy --seed 1
    sim "$g-2p-easy-random" --game $g --players 2 --games 500 --bots easy,random --seed 1
  done
fi
if [ "$part" = all ] || [ "$part" = hard ]; then
  sim zoo-2p-hard-medium --game zoo --players 2 --games 500 --bots hard,medium --seed 1 --budget 100
  sim cheeses-2p-hard-medium --game cheeses --players 2 --games 500 --bots hard,medium --seed 1 --budget 100
  sim base-2p-hard-medium --game base --players 2 --games 500 --bots hard,medium --seed 1 --budget 100
fi
