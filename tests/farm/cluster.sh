# tests/farm/cluster.sh — a one-node Slurm cluster on this machine for the farm tests, with its
# own configuration, key and state under a directory (source it; needs root and Debian's
# slurmctld, slurmd, slurm-client and munge: `make deps`).
#   cluster_start DIR   starts munged, slurmctld and slurmd; exports SLURM_CONF; 0 when a
#                       job can run (sinfo shows the node idle), else 1 with the reason in
#                       $CLUSTER_WHY
#   cluster_stop DIR    stops each daemon by its PID (and what it started)
#   cluster_or_skip DIR WHAT  a test's start: the cluster up in DIR and stopped when the test
#                       ends, or WHAT recorded as skipped with the reason and the test ended
cluster_start() {
  C=$1
  CLUSTER_WHY=""
  if [ "$(id -u)" -ne 0 ]; then CLUSTER_WHY="not root"; return 1; fi
  for t in munged slurmctld slurmd sbatch squeue scancel; do
    command -v $t >/dev/null 2>&1 || [ -x /usr/sbin/$t ] || { CLUSTER_WHY="no $t (make deps)"; return 1; }
  done
  rm -rf "$C"; mkdir -p "$C/state" "$C/spool" "$C/munge"
  chmod 700 "$C/munge"
  dd if=/dev/urandom of="$C/munge/munge.key" bs=128 count=1 2>/dev/null; chmod 400 "$C/munge/munge.key"
  host=$(hostname -s)
  # Ports from the PID: two test runs at once do not meet.
  port=$((20000 + $$ % 20000))
  cpus=$(nproc)
  cat >"$C/slurm.conf" <<CONF
ClusterName=flamebuildtest
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$C/munge/munge.socket
SlurmctldPort=$port
SlurmdPort=$((port + 1))
StateSaveLocation=$C/state
SlurmdSpoolDir=$C/spool
SlurmctldPidFile=$C/slurmctld.pid
SlurmdPidFile=$C/slurmd.pid
SlurmctldLogFile=$C/slurmctld.log
SlurmdLogFile=$C/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MpiDefault=none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MinJobAge=300
SlurmdTimeout=30
InactiveLimit=0
KillWait=2
NodeName=$host CPUs=$cpus State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
  export SLURM_CONF="$C/slurm.conf"
  munged --force --socket="$C/munge/munge.socket" --key-file="$C/munge/munge.key" --pid-file="$C/munge/munged.pid" \
    --log-file="$C/munge/munged.log" --seed-file="$C/munge/seed" 2>"$C/munged.err" ||
    { CLUSTER_WHY="munged: $(cat "$C/munged.err")"; return 1; }
  slurmctld -f "$C/slurm.conf" 2>"$C/slurmctld.err" || { CLUSTER_WHY="slurmctld: $(tail -3 "$C/slurmctld.err")"; return 1; }
  slurmd -f "$C/slurm.conf" 2>"$C/slurmd.err" || { CLUSTER_WHY="slurmd: $(tail -3 "$C/slurmd.err")"; return 1; }
  i=0
  while [ $i -lt 60 ]; do
    state=$(sinfo -h -o %t 2>/dev/null | head -1)
    [ "$state" = idle ] && return 0
    sleep 0.5; i=$((i + 1))
  done
  CLUSTER_WHY="the node did not come up (sinfo: '$state'): $(tail -3 "$C/slurmctld.log" 2>/dev/null) $(tail -3 "$C/slurmd.log" 2>/dev/null)"
  return 1
}

cluster_stop() {
  C=$1
  for f in slurmd slurmctld munge/munged; do
    [ -f "$C/$f.pid" ] && kill "$(cat "$C/$f.pid")" 2>/dev/null
  done
  sleep 0.5
  for f in slurmd slurmctld munge/munged; do
    [ -f "$C/$f.pid" ] && kill -9 "$(cat "$C/$f.pid")" 2>/dev/null
  done
  # slurmstepd processes of killed jobs, if any were left
  pkill -f "slurmstepd.*$C" 2>/dev/null
  return 0
}

cluster_or_skip() {
  if ! cluster_start "$1"; then
    skip "$2" "$CLUSTER_WHY"
    cluster_stop "$1"
    exit 0
  fi
  trap "cluster_stop '$1'" EXIT INT TERM
}
