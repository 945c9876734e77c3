#!/usr/bin/env bash
# A one-node Slurm on this machine, to try the cluster path without a cluster (README.md, "Try
# the cluster path on one machine") and for CI's Slurm stage (.ci/slurm.sh): munged, slurmctld
# and slurmd as root, listening on 127.0.0.1 only (ports 16817 and 16818), with their config,
# key, state, logs and pids in one folder. Slurm's own defaults are kept where a cluster would
# keep them (MpiDefault=none), so the scripts meet what a real cluster gives them.
#   tests/tools/one_node_slurm.sh start DIR    (as root; then: export SLURM_CONF=DIR/slurm.conf)
#   tests/tools/one_node_slurm.sh stop DIR     (ends the three daemons, also after a failed start)
# Needs Debian's slurmctld, slurmd, slurm-client and munge (apt-get install them first).
set -euo pipefail
usage() { echo "usage: $0 start|stop DIR" >&2; exit 2; }
[ $# -eq 2 ] || usage
action=$1
dir=$(realpath -m "$2")

stop() {
  local name pidfile pid
  for name in slurmd slurmctld munged; do
    pidfile=$dir/$name.pid
    [ -s "$pidfile" ] || continue
    pid=$(cat "$pidfile")
    kill "$pid" 2>/dev/null || continue
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -9 "$pid" 2>/dev/null || true
    echo "stopped $name ($pid)"
  done
}

show_logs() {
  local log
  for log in "$dir"/*.log; do
    [ -s "$log" ] && { echo "--- $log"; tail -n 20 "$log"; }
  done >&2
}

start() {
  [ "$(id -u)" -eq 0 ] || { echo "$0: start needs root (slurmd runs jobs as their users)" >&2; exit 1; }
  local tool
  for tool in munged slurmctld slurmd sinfo; do
    command -v "$tool" >/dev/null || {
      echo "$0: $tool not found: apt-get install slurmctld slurmd slurm-client munge" >&2
      exit 1
    }
  done
  rm -rf "$dir"
  mkdir -p "$dir/state" "$dir/spool"
  chmod 700 "$dir"
  # A key of its own, so that nothing of the machine's munge is used or changed.
  head -c 1024 /dev/urandom >"$dir/munge.key"
  chmod 600 "$dir/munge.key"
  local host cpus
  host=$(hostname -s)
  cpus=$(nproc)
  case "$(getent hosts "$host" | awk '{print $1; exit}')" in
    127.*|::1) ;;
    *) echo "$0: note: $host does not resolve to a loopback address; the daemons bind to" \
            "what it resolves to" >&2 ;;
  esac
  cat >"$dir/slurm.conf" <<CONF
# One-node Slurm written by tests/tools/one_node_slurm.sh
ClusterName=scalescope
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=16817
SlurmdPort=16818
CommunicationParameters=NoCtldInAddrAny,NoInAddrAny
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$dir/munge.socket
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
  trap 'echo "$0: start failed" >&2; show_logs; stop' ERR
  munged --socket="$dir/munge.socket" --key-file="$dir/munge.key" --pid-file="$dir/munged.pid" \
    --log-file="$dir/munged.log" --seed-file="$dir/munge.seed" --force
  export SLURM_CONF=$dir/slurm.conf
  slurmctld -f "$SLURM_CONF"
  slurmd -f "$SLURM_CONF"
  local state=""
  for _ in $(seq 60); do
    state=$(sinfo -h -o '%T' 2>/dev/null || true)
    [ "$state" = idle ] && break
    sleep 0.5
  done
  if [ "$state" != idle ]; then
    echo "$0: the node did not become idle within 30 s (state: ${state:-none})" >&2
    false
  fi
  trap - ERR
  echo "one-node Slurm up: munged $(cat "$dir/munged.pid"), slurmctld $(cat "$dir/slurmctld.pid")," \
       "slurmd $(cat "$dir/slurmd.pid")"
  echo "export SLURM_CONF=$dir/slurm.conf"
}

case $action in
  start) start ;;
  stop) stop ;;
  *) usage ;;
esac
