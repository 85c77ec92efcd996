/*
 * init_cmd.c — `flamebuild init DIR`: a new project with an example animation and a
 * commented configuration, ready for `flamebuild build DIR`.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "../project/project.h"
#include "cli.h"

static const char example_conf[] =
    "# flamebuild.conf: settings for every sequence of this project. All keys are optional;\n"
    "# [render] values override the genomes' own. Comments go on their own lines.\n"
    "\n"
    "[render]\n"
    "# output size; the framing follows the width\n"
    "# size = 1280x720\n"
    "# samples per output pixel\n"
    "# quality = 200\n"
    "# spatial oversampling\n"
    "# supersample = 2\n"
    "# motion-blur sub-frames per frame\n"
    "# temporal_samples = 16\n"
    "# same seed, same bytes\n"
    "# seed = 1\n"
    "# 8 or 16 bits per PNG channel (an EXR: 32 for float, else half)\n"
    "# bpc = 8\n"
    "# auto (the GPU when there is one), cpu or cuda\n"
    "# backend = auto\n"
    "# a genome whose frame would cost more samples of work than this is refused (none: no limit)\n"
    "# max_samples = 1e11\n"
    "\n"
    "[output]\n"
    "# png, jpg (JPEG, at jpeg_quality 1..100, default 75), or exr (linear OpenEXR for\n"
    "# compositing; no video from those)\n"
    "# format = png\n"
    "# a frame's file name: %d its number, %s the flame's name (a set of stills) or the file's\n"
    "# pattern = %05d\n"
    "\n"
    "[animation]\n"
    "# frames per second of the videos\n"
    "fps = 30\n"
    "# genome time between frames\n"
    "# frame_step = 1\n"
    "\n"
    "[video]\n"
    "# h264 (.mp4), h265 (.mp4), prores (ProRes 4444 .mov), ffv1 (.mkv) or none\n"
    "codec = h264\n"
    "# h264/h265 quality, 0..51, lower is better (default 18 for h264, 20 for h265)\n"
    "# crf = 18\n"
    "# the pixel format ffmpeg writes\n"
    "# pix_fmt = yuv420p\n"
    "# more ffmpeg output arguments, split at spaces\n"
    "# ffmpeg_args = -preset slow\n"
    "\n"
    "[cache]\n"
    "# accumulation buffers kept for re-finishing without iterating (a 1080p frame's: 10-25 MB);\n"
    "# a build ends by evicting the least recently used beyond this size; 0 = no limit\n"
    "# max_size = 20G\n"
    "\n"
    "[check]\n"
    "# a frame reaching one of these shares is broken: it fails, its last good PNG and the video\n"
    "# stay (build --allow-broken writes it anyway); none turns a check off\n"
    "# bad_values = 0.5\n"
    "# out_of_frame = 0.999\n"
    "# flat = 1\n"
    "# saturated = 0.99\n"
    "\n"
    "# A profile: `flamebuild build --profile preview` uses these over the settings above and\n"
    "# writes out/preview/, so a preview never overwrites the finals.\n"
    "# [profile.preview]\n"
    "# size = 640x360\n"
    "# quality = 25\n"
    "\n"
    "# One sequence's own settings (the genome file's path without .flame).\n"
    "# [sequence.example]\n"
    "# temporal_samples = 32\n";

/* The example's own palette (a gradient from deep blue through gold to wine), so the project
 * builds where flam3's palette library is not installed. */
#define EXAMPLE_PALETTE                                                                            \
    "   <palette count=\"256\" format=\"RGB\">\n"                                                     \
    "      080A28080B2B090C2E090E31090F340A10370A123A0A133D\n"  \
    "      0A14400B15430B16460B18490C194C0C1A4F0C1C520C1D55\n"  \
    "      0D1E580D1F5B0D205E0E22610E23640E24670F266A0F276D\n"  \
    "      0F2870102973102A76102C79102D7C112E7F113082113185\n"  \
    "      12328812338B12348E123691133794133897133A9A143B9D\n"  \
    "      143CA0143FA21541A31544A51646A61649A8164CAA174EAB\n"  \
    "      1751AD1853AE1856B01859B2195BB3195EB51A60B61A63B8\n"  \
    "      1A66BA1B68BB1B6BBD1C6DBE1C70C01C73C21D75C31D78C5\n"  \
    "      1E7AC61E7DC81E80CA1F82CB1F85CD2087CE208AD0208DD2\n"  \
    "      218FD32192D52294D62297D8229ADA239CDB239FDD24A1DE\n"  \
    "      24A4E024A7E225A9E325ACE526AEE626B1E826B4EA27B6EB\n"  \
    "      27B9ED28BBEE28BEF02DBFEF32C0EE38C2ED3DC3EC42C4EB\n"  \
    "      48C6EA4DC7E952C8E857C9E75CCAE662CCE567CDE46CCEE3\n"  \
    "      72D0E277D1E17CD2E081D3DF86D4DE8CD6DD91D7DC96D8DB\n"  \
    "      9CDADAA1DBD9A6DCD8ABDDD7B0DED6B6E0D5BBE1D4C0E2D3\n"  \
    "      C6E4D2CBE5D1D0E6D0D5E7CFDAE8CEE0EACDE5EBCCEAECCB\n"  \
    "      F0EECAF5EFC9FAF0C8FAEFC5FAEEC2FAECBEFAEBBBFBEAB8\n"  \
    "      FBE8B4FBE7B1FBE6AEFBE5ABFBE4A8FBE2A4FCE1A1FCE09E\n"  \
    "      FCDE9AFCDD97FCDC94FCDB91FCDA8EFCD88AFCD787FDD684\n"  \
    "      FDD480FDD37DFDD27AFDD177FDD074FDCE70FECD6DFECC6A\n"  \
    "      FECA66FEC963FEC860FEC75DFEC65AFEC456FEC353FFC250\n"  \
    "      FFC04CFFBF49FFBE46FEBB45FEB844FDB644FCB343FCB042\n"  \
    "      FBAE42FBAB41FAA840F9A53FF9A23EF8A03EF89D3DF79A3C\n"  \
    "      F6983CF6953BF5923AF48F39F48C38F38A38F28737F28436\n"  \
    "      F18236F17F35F07C34EF7933EF7632EE7432EE7131ED6E30\n"  \
    "      EC6C30EC692FEB662EEA632DEA602CE95E2CE85B2BE8582A\n"  \
    "      E7562AE75329E65028E44F29E14D2ADF4C2BDC4B2CDA492E\n"  \
    "      D7482FD54730D24531D04432CE4333CB4134C94035C63F36\n"  \
    "      C43D38C13C39BF3B3ABC393BBA383CB8373DB5353EB3343F\n"  \
    "      B03340AE3142AB3043A92F44A62D45A42C46A22B479F2948\n"  \
    "      9D28499A274A98254C95244D93234E90214F8E20508C1F51\n"  \
    "      891D52871C53841B548219567F18577D17587A155978145A\n"  \
    "   </palette>\n"

/* Two keyframes that turn into each other; small and quick so the first build is fast. */
static const char example_animation[] =
    "<animation>\n"
    "<!-- An example animation: frames 0..59 interpolate between the keyframes at time 0 and 60.\n"
    "     Edit a value and run `flamebuild build`: only the frames that change re-render. -->\n"
    "<flame name=\"example\" time=\"0\" size=\"320 240\" center=\"0 0\" scale=\"70\" quality=\"40\"\n"
    "       temporal_samples=\"4\" brightness=\"3.5\" gamma=\"3\" highlight_power=\"1\">\n"
    "   <xform weight=\"0.55\" color=\"0\" color_speed=\"0.4\" spiral=\"0.35\" linear=\"0.65\"\n"
    "          coefs=\"0.83 0.28 -0.28 0.83 0.12 0.03\"/>\n"
    "   <xform weight=\"0.25\" color=\"0.6\" spherical=\"0.8\" linear=\"0.2\" coefs=\"0.45 -0.31 0.31 0.45 -0.72 0.41\"/>\n"
    "   <xform weight=\"0.2\" color=\"1\" julia=\"0.9\" coefs=\"-0.35 0.52 -0.52 -0.35 0.58 -0.44\"/>\n"
    EXAMPLE_PALETTE
    "</flame>\n"
    "<flame name=\"example\" time=\"60\" size=\"320 240\" center=\"0 0\" scale=\"70\" quality=\"40\"\n"
    "       temporal_samples=\"4\" brightness=\"3.5\" gamma=\"3\" highlight_power=\"1\" rotate=\"90\">\n"
    "   <xform weight=\"0.55\" color=\"0\" color_speed=\"0.4\" spiral=\"0.35\" linear=\"0.65\"\n"
    "          coefs=\"0.79 0.38 -0.38 0.79 0.18 -0.05\"/>\n"
    "   <xform weight=\"0.25\" color=\"0.6\" spherical=\"0.8\" linear=\"0.2\" coefs=\"0.45 -0.31 0.31 0.45 -0.62 0.51\"/>\n"
    "   <xform weight=\"0.2\" color=\"1\" julia=\"0.9\" coefs=\"-0.41 0.47 -0.47 -0.41 0.52 -0.50\"/>\n"
    EXAMPLE_PALETTE
    "</flame>\n"
    "</animation>\n";

const char *cli_example_animation(void) { return example_animation; }

static int write_new(const char *dir, const char *name, const char *text) {
  char path[PATH_MAX];
  if (path_printf(path, sizeof path, "%s/%s", dir, name) < 0) {
    cli_error("%s/%s: path too long", dir, name);
    return -1;
  }
  FILE *f = fopen(path, "wx"); /* never overwrite */
  if (!f) {
    cli_error("%s: %s", path, errno == EEXIST ? "already exists; not overwriting" : strerror(errno));
    return -1;
  }
  int bad = fputs(text, f) < 0;
  bad |= fclose(f) != 0;
  if (bad) {
    cli_error("%s: write failed", path);
    remove(path);
    return -1;
  }
  printf("created %s\n", path);
  return 0;
}

/* A project inside another splits it: the outer one's builds skip a nested project's files.
 * Whether dir (or, when it does not exist yet, its nearest existing parent) lies in a project
 * of which it would not be the root; that project's root into outer. */
static int inside_other_project(const char *dir, char *outer, size_t n) {
  char probe[PATH_MAX];
  struct stat st;
  fb_error err;
  snprintf(probe, sizeof probe, "%s", dir);
  while (stat(probe, &st) < 0) {
    char *slash = strrchr(probe, '/');
    if (!slash) {
      snprintf(probe, sizeof probe, ".");
      break;
    }
    if (slash == probe) slash[1] = 0;
    else *slash = 0;
  }
  if (project_find_root(probe, outer, n, &err) != 0) return 0;
  return !(strcmp(probe, dir) == 0 && project_dir_is_project(dir)); /* dir itself: write_new says so */
}

int cmd_init(int argc, char **argv) {
  const int nested = argc == 3 && !strcmp(argv[1], "--nested");
  if (nested) argc--, argv++;
  if (argc != 2 || argv[1][0] == '-') {
    fprintf(argc == 2 ? stdout : stderr,
            "usage: flamebuild init [--nested] DIR\n\nCreates DIR with an example animation and a commented "
            "flamebuild.conf.\n  --nested   even inside another project (whose builds then skip DIR)\n");
    return argc == 2 && !strcmp(argv[1], "--help") ? 0 : 2;
  }
  char outer[PATH_MAX];
  if (!nested && inside_other_project(argv[1], outer, sizeof outer)) {
    cli_error("%s is inside the project %s: a flamebuild.conf there would make a nested project, which that "
              "project's builds skip (its commands already work from inside it; `flamebuild init --nested %s` makes "
              "one anyway)",
              argv[1], outer, argv[1]);
    return 1;
  }
  fb_error err;
  if (fb_make_dirs(argv[1], &err) < 0) {
    cli_error("%s", err.msg);
    return 1;
  }
  if (write_new(argv[1], "flamebuild.conf", example_conf) < 0 ||
      write_new(argv[1], "example.flame", example_animation) < 0)
    return 1;
  printf("next: flamebuild build %s\n", argv[1]);
  return 0;
}
