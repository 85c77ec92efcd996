# tests/farm/cluster.sh — a Slurm cluster on this machine for the farm tests, of one node or of
# several, with its own configuration, key, ports and state under a directory (source it; needs
# root and Debian's slurmctld, slurmd, slurm-client and munge: `make deps`).
#   cluster_start DIR [N]  starts munged, slurmctld and N slurmd (default 1); exports
#                       SLURM_CONF; 0 when a job can run (sinfo shows every node idle), else 1
#                       with the reason in $CLUSTER_WHY
#   cluster_stop DIR    stops each daemon by its PID (and what it started)
#   cluster_or_skip DIR WHAT [N]  a test's start: the cluster up in DIR and stopped when the
#                       test ends, or WHAT recorded as skipped with the reason and the test ended
#   cluster_kill_node DIR NODE  (N > 1) the node lost: its slurmd and every process of its jobs
#                       killed at once (SIGKILL), as when a machine loses power
#   cluster_nodes       the nodes' names ("fbn1 fbn2 fbn3")
#
# One node (N = 1): the node is this host by its name, its slurmd a plain daemon.
#
# Several nodes (N > 1), on one machine: Debian 12's slurmd (22.05) runs several daemons on one
# host — `slurmd -N NAME` with NodeName=fbn[1-N] NodeHostname=localhost and a Port each in
# slurm.conf (what --enable-multiple-slurmd gives; this build accepts it: `slurmd -N` and the
# per-node Port, with SlurmdSpoolDir, SlurmdPidFile and SlurmdLogFile per node through %n).
# Each node's slurmd runs as PID 1 of a PID namespace of its own with its own UTS name
# (`unshare --pid --fork --mount-proc --uts --kill-child`, hostname = the node's name), so
#   - a node's slurmstepd and job processes are in its namespace: killing the namespace's
#     first process (cluster_kill_node) kills all of them at once — a node lost, not a slurmd
#     restarted with its jobs still running;
#   - the workers of two nodes see PIDs that collide (every namespace counts from 1) and
#     hostnames that differ, as on separate machines;
#   - the filesystem is the host's: every node sees the project directory at the same path, as
#     a studio's NFS mount would (no network namespace is needed: the daemons listen on
#     ports of their own, taken from the test's PID so that two runs at once do not meet).
# SlurmdTimeout is 6 s (slurmctld pings a node every 2 s; a node that does not answer is
# "not responding" — sinfo's '*' — at once, down after 6 s), so a node's loss is seen within
# seconds; a studio's default is 300 s (a ping every 100 s).
cluster_start() {
  C=$1
  CLUSTER_NODES=${2:-1}
  CLUSTER_WHY=""
  if [ "$(id -u)" -ne 0 ]; then CLUSTER_WHY="not root"; return 1; fi
  for t in munged slurmctld slurmd sbatch squeue scancel sinfo; do
    command -v $t >/dev/null 2>&1 || [ -x /usr/sbin/$t ] || { CLUSTER_WHY="no $t (make deps)"; return 1; }
  done
  if [ "$CLUSTER_NODES" -gt 1 ] && ! command -v unshare >/dev/null 2>&1; then CLUSTER_WHY="no unshare (util-linux)"; return 1; fi
  rm -rf "$C"; mkdir -p "$C/state" "$C/spool" "$C/munge"
  chmod 700 "$C/munge"
  dd if=/dev/urandom of="$C/munge/munge.key" bs=128 count=1 2>/dev/null; chmod 400 "$C/munge/munge.key"
  host=$(hostname -s)
  # Ports from the PID: two test runs at once do not meet.
  port=$((20000 + $$ % 20000))
  cpus=$(nproc)
  if [ "$CLUSTER_NODES" -gt 1 ]; then
    # One CPU a node: a node runs one task at a time, as a GPU node runs one worker.
    nodes="" i=1
    while [ $i -le "$CLUSTER_NODES" ]; do
      nodes="$nodes NodeName=fbn$i NodeHostname=localhost Port=$((port + i)) CPUs=1 State=UNKNOWN
"
      i=$((i + 1))
    done
    node_lines="${nodes}PartitionName=debug Nodes=fbn[1-$CLUSTER_NODES] Default=YES MaxTime=INFINITE State=UP"
    ctl_host=localhost
    spool="$C/spool/%n" slurmd_pid="$C/slurmd-%n.pid" slurmd_log="$C/slurmd-%n.log" timeout=6 msg_timeout=2
    i=1
    while [ $i -le "$CLUSTER_NODES" ]; do mkdir -p "$C/spool/fbn$i"; i=$((i + 1)); done
  else
    node_lines="NodeName=$host CPUs=$cpus State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP"
    ctl_host=$host
    spool="$C/spool" slurmd_pid="$C/slurmd.pid" slurmd_log="$C/slurmd.log" timeout=30 msg_timeout=10
  fi
  cat >"$C/slurm.conf" <<CONF
ClusterName=flamebuildtest
SlurmctldHost=$ctl_host
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$C/munge/munge.socket
SlurmctldPort=$port
SlurmdPort=$((port + 1))
StateSaveLocation=$C/state
SlurmdSpoolDir=$spool
SlurmctldPidFile=$C/slurmctld.pid
SlurmdPidFile=$slurmd_pid
SlurmctldLogFile=$C/slurmctld.log
SlurmdLogFile=$slurmd_log
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
SlurmdTimeout=$timeout
InactiveLimit=0
KillWait=2
MessageTimeout=$msg_timeout
$node_lines
CONF
  export SLURM_CONF="$C/slurm.conf"
  munged --force --socket="$C/munge/munge.socket" --key-file="$C/munge/munge.key" --pid-file="$C/munge/munged.pid" \
    --log-file="$C/munge/munged.log" --seed-file="$C/munge/seed" 2>"$C/munged.err" ||
    { CLUSTER_WHY="munged: $(cat "$C/munged.err")"; return 1; }
  slurmctld -f "$C/slurm.conf" 2>"$C/slurmctld.err" || { CLUSTER_WHY="slurmctld: $(tail -3 "$C/slurmctld.err")"; return 1; }
  if [ "$CLUSTER_NODES" -gt 1 ]; then
    i=1
    while [ $i -le "$CLUSTER_NODES" ]; do
      # The node's first process (unshare's child, PID 1 inside) is its slurmd; unshare's own
      # PID is kept: killing it kills the namespace (--kill-child), and with it the node.
      unshare --pid --fork --mount-proc --uts --kill-child \
        sh -c "hostname fbn$i && exec slurmd -D -f '$C/slurm.conf' -N fbn$i" >"$C/node-fbn$i.out" 2>&1 &
      echo $! >"$C/node-fbn$i.pid"
      i=$((i + 1))
    done
  else
    slurmd -f "$C/slurm.conf" 2>"$C/slurmd.err" || { CLUSTER_WHY="slurmd: $(tail -3 "$C/slurmd.err")"; return 1; }
  fi
  i=0
  while [ $i -lt 60 ]; do
    idle=$(sinfo -h -N -o %t 2>/dev/null | grep -c '^idle$')
    [ "$idle" -eq "$CLUSTER_NODES" ] && return 0
    sleep 0.5; i=$((i + 1))
  done
  CLUSTER_WHY="the nodes did not come up (sinfo: '$(sinfo -h -N -o '%N %t' 2>&1 | tr '\n' ' ')'): $(tail -3 "$C/slurmctld.log" 2>/dev/null) $(cat "$C"/node-*.out "$C"/slurmd*.log 2>/dev/null | tail -3)"
  return 1
}

cluster_nodes() {
  i=1
  while [ $i -le "${CLUSTER_NODES:-1}" ]; do printf 'fbn%s ' $i; i=$((i + 1)); done
}

cluster_kill_node() {
  [ -f "$1/node-$2.pid" ] && kill -9 "$(cat "$1/node-$2.pid")" 2>/dev/null
}

cluster_stop() {
  C=$1
  for f in "$C"/node-*.pid; do [ -f "$f" ] && kill "$(cat "$f")" 2>/dev/null; done
  for f in slurmd slurmctld munge/munged; do
    [ -f "$C/$f.pid" ] && kill "$(cat "$C/$f.pid")" 2>/dev/null
  done
  sleep 0.5
  for f in "$C"/node-*.pid; do [ -f "$f" ] && kill -9 "$(cat "$f")" 2>/dev/null; done
  for f in slurmd slurmctld munge/munged; do
    [ -f "$C/$f.pid" ] && kill -9 "$(cat "$C/$f.pid")" 2>/dev/null
  done
  # slurmstepd processes of killed jobs, if any were left (a one-node cluster's: a node's
  # namespace takes its own with it)
  pkill -f "slurmstepd.*$C" 2>/dev/null
  return 0
}

cluster_or_skip() {
  if ! cluster_start "$1" "${3:-1}"; then
    skip "$2" "$CLUSTER_WHY"
    cluster_stop "$1"
    exit 0
  fi
  at_exit "cluster_stop '$1'"  # (tests/lib.sh: also on INT and TERM)
}
