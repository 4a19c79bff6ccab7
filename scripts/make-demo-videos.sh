#!/usr/bin/env bash
# Dev-time only: renders the demo lesson clips committed in server/db/seed/media/ (the server
# never runs ffmpeg). Slides with Chinese titles (Noto CJK), a running mm:ss clock so a tester
# can see the position, and a quiet tone. H.264 (baseline-compatible yuv420p) + AAC in MP4 with
# the index up front (faststart) so a browser can start playing before the whole file arrives.
# After rendering, record each file's duration (ffprobe) and name in server/db/seed/videos.ts.
set -euo pipefail
OUT=${1:-server/db/seed/media}
FONT=/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
mkdir -p "$OUT"

# clip <name> <seconds> <colour> <title> <slide titles separated by |>
clip() {
  local name=$1 secs=$2 colour=$3 title=$4 IFS='|'
  local -a slides=($5)
  local n=${#slides[@]} per=$(( $2 / ${#slides[@]} )) filters="" i
  for i in "${!slides[@]}"; do
    local from=$(( i * per )) to=$(( (i + 1) * per ))
    [ "$i" -eq $(( n - 1 )) ] && to=$secs
    filters+="drawtext=fontfile=$FONT:text='${slides[$i]}':fontcolor=white:fontsize=40:x=(w-text_w)/2:y=170:enable='between(t,$from,$to)',"
    filters+="drawtext=fontfile=$FONT:text='第 $(( i + 1 )) 页 / 共 $n 页':fontcolor=0xffe9b8:fontsize=20:x=(w-text_w)/2:y=240:enable='between(t,$from,$to)',"
  done
  ffmpeg -y -loglevel error \
    -f lavfi -i "color=c=$colour:s=640x360:r=5:d=$secs" \
    -f lavfi -i "sine=frequency=392:sample_rate=22050:duration=$secs" \
    -filter_complex "[0:v]drawbox=x=0:y=0:w=640:h=70:color=0x00000055:t=fill,drawtext=fontfile=$FONT:text='$title':fontcolor=0xffd36a:fontsize=30:x=32:y=20,${filters}drawtext=fontfile=$FONT:text='%{pts\:gmtime\:0\:%M\\\\\:%S}':fontcolor=white:fontsize=22:x=w-90:y=318[v];[1:a]volume=0.08[a]" \
    -map '[v]' -map '[a]' -c:v libx264 -profile:v main -preset veryslow -tune stillimage -crf 34 -g 50 -pix_fmt yuv420p \
    -c:a aac -b:a 16k -ac 1 -movflags +faststart -t "$secs" "$OUT/$name.mp4"
}

clip theory 75 0x8a1010 '党的基本理论' '马克思主义基本原理|中国特色社会主义理论体系|新时代的历史方位|学以致用 知行合一'
clip history 90 0x6b1d0f '党史学习教育' '开天辟地：中国共产党成立|新民主主义革命的胜利|改革开放和社会主义现代化建设|新时代的伟大成就|学史明理 学史增信'
clip rules 60 0x7a2e12 '党章党规学习' '党章是党的根本大法|党员的权利和义务|党的纪律'
clip integrity 105 0x5c0a24 '廉洁教育专题' '廉洁自律准则|八项规定精神|警示教育案例|清正廉洁 从我做起'
