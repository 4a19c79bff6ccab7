#!/usr/bin/env bash
# Dev-time only: renders the demo lectures committed in server/db/seed/media/ (the server never
# runs ffmpeg). Each is a class-length slide lecture (40-50 minutes, like a campus 党课 period)
# so the demo learners' study history can be real watching: 20-90 minutes on a study day. Slides
# with Chinese titles (Noto CJK) and a running mm:ss clock so a tester can see the position.
# Small enough to commit: one frame a second (slides and a clock need no more), a key frame
# every minute so a seek lands quickly, and a silent AAC track (a real lecture file has sound;
# a tone held for 45 minutes would only annoy). H.264 (yuv420p, main profile) + AAC in MP4 with
# the index up front (faststart) so a browser can start playing before the whole file arrives.
# After rendering, record each file's duration (ffprobe) in server/db/seed/videos.ts.
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
    filters+="drawtext=fontfile=$FONT:text='${slides[$i]}':fontcolor=white:fontsize=40:x=(w-text_w)/2:y=170:enable='gte(t,$from)*lt(t,$to)',"
    filters+="drawtext=fontfile=$FONT:text='第 $(( i + 1 )) 页 / 共 $n 页':fontcolor=0xffe9b8:fontsize=20:x=(w-text_w)/2:y=240:enable='gte(t,$from)*lt(t,$to)',"
  done
  ffmpeg -y -loglevel error \
    -f lavfi -i "color=c=$colour:s=640x360:r=1:d=$secs" \
    -f lavfi -i "anullsrc=r=8000:cl=mono" \
    -filter_complex "[0:v]drawbox=x=0:y=0:w=640:h=70:color=0x00000055:t=fill,drawtext=fontfile=$FONT:text='$title':fontcolor=0xffd36a:fontsize=30:x=32:y=20,${filters}drawtext=fontfile=$FONT:text='%{pts\:gmtime\:0\:%M\\\\\:%S}':fontcolor=white:fontsize=22:x=w-90:y=318[v]" \
    -map '[v]' -map 1:a -c:v libx264 -profile:v main -preset veryslow -tune stillimage -crf 34 -g 60 -pix_fmt yuv420p \
    -c:a aac -b:a 8k -ac 1 -movflags +faststart -t "$secs" "$OUT/$name.mp4"
}

clip theory 2700 0x8a1010 '党的基本理论' '马克思主义基本原理|辩证唯物主义的世界观|历史唯物主义的基本观点|中国特色社会主义理论体系|习近平新时代中国特色社会主义思想|新时代的历史方位|坚持和发展中国特色社会主义|理论联系实际|学以致用 知行合一'
clip history 3000 0x6b1d0f '党史学习教育' '开天辟地：中国共产党成立|大革命与土地革命战争|万里长征|全民族抗战的中流砥柱|新民主主义革命的胜利|社会主义革命和建设|改革开放和社会主义现代化建设|新时代的伟大成就|百年奋斗的历史经验|学史明理 学史增信'
clip rules 2400 0x7a2e12 '党章党规学习' '党章是党的根本大法|党员的条件与入党程序|党员的权利和义务|党的组织制度|党的基层组织|党的纪律|党内监督|遵守党章 严守党规'
clip integrity 2700 0x5c0a24 '廉洁教育专题' '廉洁自律准则|中央八项规定精神|纪律处分条例要点|警示教育案例（一）|警示教育案例（二）|家风建设|监督执纪“四种形态”|清正廉洁 从我做起|廉洁修身 廉洁齐家'
