/*
 * slurm.h — Slurm's commands, as farm.c calls them (internal to farm/).
 */
#ifndef FLAMEBUILD_FARM_SLURM_H
#define FLAMEBUILD_FARM_SLURM_H

#include <stddef.h>

#include "../util/error.h"

/* Runs argv (no shell; found on the PATH) and puts what it printed, stdout and stderr, into
 * out (n bytes, NUL-terminated; the rest read and dropped). 0 when it exited 0, else -1 with
 * the command line as run and its exit status in err, then what it printed, each of its
 * lines on a line of its own, indented ("sbatch --parsable … failed (exit 1):\n  sbatch:
 * error: …"). */
int slurm_run(char *const argv[], char *out, size_t n, fb_error *err);
/* Runs an `sbatch --parsable …` command line and reads the job id it prints. */
int slurm_submit(char *const argv[], char job_id[32], fb_error *err);
/* Which of the array job's tasks (0..ntasks-1) squeue still lists (pending or running):
 * listed[t] = 1. Returns how many, 0 when none (or the controller has forgotten the job), -1
 * when squeue cannot answer. */
int slurm_tasks_listed(const char *job_id, unsigned char *listed, int ntasks, fb_error *err);
/* One array task as squeue lists it. */
typedef struct slurm_task_info {
  unsigned char listed;      /* pending or running (squeue lists it) */
  char state[8];             /* squeue's compact state: PD, R, CG, CF, S… ("" unlisted) */
  char node[64];             /* the node it runs on, "" when pending (or a name that is not
                                letters, digits and ._-: not trusted as a node name) */
} slurm_task_info;
/* What squeue says of the array job's tasks (0..ntasks-1): v[t]. Returns how many are listed,
 * 0 when none (or the controller has forgotten the job), -1 when squeue cannot answer. */
int slurm_tasks_query(const char *job_id, slurm_task_info *v, int ntasks, fb_error *err);
/* Of the nodes named in `nodes` (comma-separated), those sinfo says are lost — not
 * responding (a state ending in '*': slurmctld's ping failed), down or failed — into out,
 * comma-separated ("" when none). Returns how many, -1 when sinfo cannot answer. */
int slurm_lost_nodes(const char *nodes, char *out, size_t n, fb_error *err);
/* Whether s is a node name as Slurm prints one (letters, digits, ._-, not first a '-'; 1-63 bytes). */
int slurm_node_name_ok(const char *s);
/* What accounting says of array task JOB_TASK once it has ended (sacct): "TIMEOUT, exit code
 * 0:0" into out. -1 when sacct is missing, fails (a cluster without accounting) or knows
 * nothing of the task. */
int slurm_task_state(const char *job_id, int task, char *out, size_t n);
/* scancel JOB (or JOB_TASK); failures are ignored. */
void slurm_cancel(const char *job_id);

#endif
