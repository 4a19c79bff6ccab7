#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for tests, shared by .ci/run and scripts/test.ts.
#   scripts/pg-cluster.sh start DIR   create and start a cluster in DIR (an empty folder such as
#                                     `mktemp -d` gives: its parent must be reachable by the postgres
#                                     user) on a free loopback port; prints its URL
#                                     (postgres://postgres@127.0.0.1:PORT/postgres, trust auth)
#   scripts/pg-cluster.sh stop DIR    stop it (fast) and remove DIR
# initdb refuses to run as root, so as root the server runs as the existing `postgres` user.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
cmd="${1:-}"
dir="${2:-}"
[[ -n "$cmd" && -n "$dir" ]] || { echo "usage: $0 start|stop DIR" >&2; exit 2; }

as_pg() {
  if [[ "$(id -u)" == 0 ]]; then
    su postgres -s /bin/sh -c "$1"
  else
    sh -c "$1"
  fi
}

case "$cmd" in
  start)
    [[ -x "$PG_BIN/initdb" ]] || { echo "pg-cluster: no $PG_BIN/initdb" >&2; exit 3; }
    mkdir -p "$dir"
    [[ "$(id -u)" == 0 ]] && chown postgres "$dir"
    port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
    as_pg "'$PG_BIN/initdb' -D '$dir/data' -A trust -U postgres -E UTF8 --locale=C.UTF-8 >'$dir/initdb.log' 2>&1" \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    # fsync off: a test cluster that dies is simply thrown away.
    as_pg "'$PG_BIN/pg_ctl' -D '$dir/data' -w -t 30 -l '$dir/server.log' \
      -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" \
      start >/dev/null" || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [[ -f "$dir/data/postmaster.pid" ]]; then
      as_pg "'$PG_BIN/pg_ctl' -D '$dir/data' -m fast -w -t 30 stop >/dev/null 2>&1" || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2; exit 2 ;;
esac
