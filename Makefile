# flamebuild — `make` builds ./flamebuild; `make test` installs what it needs and runs every
# test; `make demo` renders the bundled example. See README.md.

PREFIX ?= /usr/local
CC ?= cc
PKGS := libxml-2.0 libpng sqlite3 libzstd zlib
# libuv and libinih are linked statically so the binary runs on machines without them (the GPU
# machine has neither).
LIBUV_A ?= $(firstword $(wildcard /usr/lib/*/libuv_a.a /usr/lib/libuv_a.a))
LIBINIH_A ?= $(firstword $(wildcard /usr/lib/*/libinih.a /usr/lib/libinih.a))
# libjpeg (libjpeg-turbo's, JPEG output: render/jpeg.c) likewise.
LIBJPEG_A ?= $(firstword $(wildcard /usr/lib/*/libjpeg.a /usr/lib/libjpeg.a))
# FreeType (text_wf's fonts: render/text_shape.c) likewise, with the Brotli decoder it links
# (WOFF2); the fonts themselves are Debian's fonts-liberation, found at run time.
LIBFREETYPE_A ?= $(firstword $(wildcard /usr/lib/*/libfreetype.a /usr/lib/libfreetype.a)) \
  $(firstword $(wildcard /usr/lib/*/libbrotlidec.a /usr/lib/libbrotlidec.a)) \
  $(firstword $(wildcard /usr/lib/*/libbrotlicommon.a /usr/lib/libbrotlicommon.a))

WARN := -Wall -Wextra -Wshadow -Wno-unused-parameter
CSTD := -std=c17 -D_GNU_SOURCE
# OpenEXR's and libmicrohttpd's headers only (microhttpd.h needs no flags of its own): their libraries are loaded at run time
# (render/exr.c, cli/serve.c: watch --serve), so the binary runs where they are missing — the
# GPU machine has neither, nor the GnuTLS libmicrohttpd links; the unit test that reads EXRs
# back links OpenEXR.
PKG_CFLAGS = $(shell pkg-config --cflags $(PKGS) freetype2 2>/dev/null) -I/usr/include/OpenEXR
PKG_LIBS = $(shell pkg-config --libs $(PKGS) 2>/dev/null)
CFLAGS ?= -O2 -g
ALL_CFLAGS = $(CSTD) $(WARN) $(CFLAGS) -I. $(PKG_CFLAGS) -MMD -MP
LDLIBS = $(LIBFREETYPE_A) $(PKG_LIBS) $(LIBINIH_A) $(LIBUV_A) $(LIBJPEG_A) -lpthread -ldl -lmvec -lm

LIB_SRC := $(wildcard util/*.c genome/*.c render/*.c kernels/*.c gpu/*.c cache/*.c farm/*.c project/*.c plan/*.c \
  scheduler/*.c watch/*.c)
# The kernel headers NVRTC compiles, embedded in the binary as text (kernels/embed.sh).
KERNEL_HEADERS := kernels/flame_math.h kernels/variation_table.h kernels/variations.h kernels/var_classic.h \
  kernels/var_2006.h kernels/var_zplus.h kernels/var_pluginpack.h kernels/var_complex.h kernels/var_flam3_3.h kernels/var_apo7x.h kernels/var_fractorium.h kernels/var_fractorium2.h kernels/var_3d.h kernels/var_jwildfire.h kernels/var_fractorium3.h kernels/var_fractorium4.h kernels/var_jwf_symmetry.h kernels/var_jwf_surfaces.h kernels/var_jwf_attractors.h kernels/var_jwildfire2.h kernels/var_jwildfire3.h kernels/var_jwildfire_crops.h kernels/formula.h kernels/var_jwf_plots.h kernels/var_jwildfire4.h kernels/var_jwildfire5.h kernels/var_jwildfire6.h kernels/var_fractorium_dc.h kernels/var_fractorium5.h kernels/var_fractorium6.h kernels/var_fractorium7.h kernels/var_fractorium8.h kernels/var_fractorium9.h kernels/var_fractorium10.h kernels/var_fractorium11.h kernels/var_fractorium12.h kernels/var_fractorium13.h kernels/var_jwildfire7.h kernels/var_jwf_primitives.h kernels/var_jwildfire8.h kernels/var_jwildfire8b.h kernels/var_jwildfire9.h kernels/var_jwildfire10.h kernels/var_jwf_cut.h kernels/var_jwildfire11.h kernels/var_jwf_cut2.h kernels/var_jwildfire12.h kernels/var_jwildfire13.h kernels/var_jwf_cut3.h kernels/var_jwildfire14.h kernels/var_jwildfire15.h kernels/var_jwf_cut4.h kernels/var_jwf_cut5.h kernels/var_jwildfire16.h kernels/var_jwildfire17.h kernels/var_jwf_dc.h kernels/var_jwf_dc2.h kernels/var_jwf_dc3.h kernels/var_jwf_dc4.h kernels/var_jwf_dc5.h kernels/var_jwf_dc6.h kernels/var_jwf_dc7.h kernels/var_jwf_dc8.h kernels/var_jwf_dc9.h kernels/var_jwf_dc10.h kernels/var_jwf_dc11.h kernels/var_jwildfire18.h kernels/var_jwf_truchet.h kernels/var_jwildfire19.h kernels/var_jwildfire20.h kernels/var_jwildfire21.h kernels/var_jwildfire22.h kernels/var_jwildfire23.h kernels/var_jwf_dc12.h kernels/var_jwf_text.h kernels/var_apo_plugins.h kernels/var_fractorium14.h kernels/var_jwildfire24.h kernels/var_jwf_dc13.h kernels/var_jwf_crops3d.h kernels/var_jwildfire26.h kernels/var_jwildfire25.h kernels/camera3d.h kernels/symmetry.h kernels/noise.h kernels/fastnoise.h kernels/fastnoise_tables.h kernels/wfield.h \
  kernels/gpu_layout.h kernels/accumulate.h kernels/plot_cache.cuh kernels/tiles.h kernels/trajectory.h kernels/tile_kernels.cuh kernels/iterate.cuh kernels/finish_layout.h kernels/finish_math.h kernels/colour_curves.h kernels/tonemap.h kernels/finish.cuh \
  kernels/hist_pack.h kernels/hist_pack.cuh
CLI_SRC := $(wildcard cli/*.c)
# The live page of watch --serve, embedded in the binary (cli/page/embed.sh).
PAGE_FILES := cli/page/index.html cli/page/review.js
UNIT_SRC := $(wildcard tests/unit/test_*.c)

BUILD := build
GEN_SRC := $(BUILD)/gen/kernel_headers.c
PAGE_SRC := $(BUILD)/gen/page_assets.c
ASAN := build/asan
SANFLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
# The sanitizer and fuzzing builds are the tests': line tables only (-g1), which is what their
# reports' stack traces print (file:line of every frame, inlined ones too), for ~30% less
# compile time than -g on the large units (variations.h's). SAN_G=-g for a debugger's view of
# their locals.
SAN_G ?= -g1

LIB_OBJ := $(LIB_SRC:%.c=$(BUILD)/%.o) $(BUILD)/gen/kernel_headers.o
CLI_OBJ := $(CLI_SRC:%.c=$(BUILD)/%.o) $(BUILD)/gen/page_assets.o
ASAN_LIB_OBJ := $(LIB_SRC:%.c=$(ASAN)/%.o) $(ASAN)/gen/kernel_headers.o
ASAN_CLI_OBJ := $(CLI_SRC:%.c=$(ASAN)/%.o) $(ASAN)/gen/page_assets.o
UNIT_BIN := $(UNIT_SRC:tests/unit/%.c=$(ASAN)/tests/%)
# The deferred path's GPU kernels run on CPU threads (C++20: barriers and atomic_ref play CUDA's).
UNIT_BIN += $(ASAN)/tests/test_tile_kernels $(ASAN)/tests/test_plot_cache
CXX ?= c++

# The CPU's chaos game in SIMD lanes (render/lanes_body.h): one object per instruction set, which
# render/iterate_lanes.c picks at run time. The variations' formulas vectorise in the lane loops
# with glibc's libmvec (-lmvec above) for sin, cos, pow…; these flags change no value of the
# arithmetic (no errno, no traps, no contraction into FMA), and sin and cos stay two calls that
# each have a vector form (GCC would otherwise join them into a sincos that has none).
LANES_CFLAGS := -fopenmp-simd -fno-math-errno -fno-trapping-math -ffp-contract=off -fno-builtin-sin -fno-builtin-cos
# On x86-64 the wider engines get their instruction sets; on other machines every engine is
# the baseline's (render/iterate_lanes.c then picks the first).
LANES_AVX512 := $(if $(filter x86_64,$(shell uname -m)),-mavx512f -mavx512dq)
LANES_AVX2 := $(if $(filter x86_64,$(shell uname -m)),-mavx2)
$(BUILD)/render/lanes_avx512.o $(ASAN)/render/lanes_avx512.o $(FUZZ)/render/lanes_avx512.o: \
  ALL_CFLAGS += $(LANES_CFLAGS) $(LANES_AVX512)
$(BUILD)/render/lanes_avx2.o $(ASAN)/render/lanes_avx2.o $(FUZZ)/render/lanes_avx2.o: ALL_CFLAGS += $(LANES_CFLAGS) $(LANES_AVX2)
$(BUILD)/render/lanes_sse2.o $(ASAN)/render/lanes_sse2.o $(FUZZ)/render/lanes_sse2.o: ALL_CFLAGS += $(LANES_CFLAGS)
# tests/unit/test_lanes.c compiles the lanes' engine itself, with libm's scalar functions.
$(ASAN)/tests/unit/test_lanes.o: ALL_CFLAGS += $(LANES_CFLAGS)

.PHONY: all deps test unit-test conformance demo install clean check-deps gpu-tools gpu-test gpu-bundle fuzz fuzz-replay

all: flamebuild

flamebuild: $(LIB_OBJ) $(CLI_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(GEN_SRC): kernels/embed.sh $(KERNEL_HEADERS)
	@mkdir -p $(dir $@)
	sh kernels/embed.sh $(KERNEL_HEADERS) >$@.tmp && mv $@.tmp $@

$(BUILD)/gen/kernel_headers.o: $(GEN_SRC)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(ASAN)/gen/kernel_headers.o: $(GEN_SRC)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(SANFLAGS) -O1 $(SAN_G) -c -o $@ $<

$(PAGE_SRC): cli/page/embed.sh $(PAGE_FILES)
	@mkdir -p $(dir $@)
	sh cli/page/embed.sh $(PAGE_FILES) >$@.tmp && mv $@.tmp $@

$(BUILD)/gen/page_assets.o: $(PAGE_SRC)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(ASAN)/gen/page_assets.o: $(PAGE_SRC)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(SANFLAGS) -O1 $(SAN_G) -c -o $@ $<

# GPU tools (no CUDA toolkit needed to build them; they need a GPU to run).
$(BUILD)/gpu_render: $(BUILD)/tests/gpu/gpu_render.o $(LIB_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

# The compile-time lab (bench/nvrtc_time.c): NVRTC time of genomes' kernels, no GPU needed.
$(BUILD)/nvrtc_time: $(BUILD)/bench/nvrtc_time.o $(LIB_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

# The host-output lab (dev/host_output.c): a GPU frame's host work (cache entry, PNG), CPU s a call.
$(BUILD)/host_output: $(BUILD)/dev/host_output.o $(LIB_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

$(ASAN)/tests/test_tile_kernels: tests/kernels/test_tile_kernels.cpp tests/kernels/expect.h kernels/tile_kernels.cuh kernels/tiles.h \
    kernels/gpu_layout.h kernels/accumulate.h kernels/flame_math.h
	@mkdir -p $(dir $@)
	$(CXX) -std=c++20 $(WARN) -O1 $(SAN_G) $(SANFLAGS) -I. -o $@ $< -lpthread

$(ASAN)/tests/test_plot_cache: tests/kernels/test_plot_cache.cpp tests/kernels/expect.h kernels/plot_cache.cuh kernels/gpu_layout.h \
    kernels/flame_math.h
	@mkdir -p $(dir $@)
	$(CXX) -std=c++20 $(WARN) -O1 $(SAN_G) $(SANFLAGS) -I. -o $@ $< -lpthread

$(BUILD)/tests/test_codegen: $(BUILD)/tests/unit/test_codegen.o $(LIB_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/tests/test_gpu_finish: $(BUILD)/tests/unit/test_gpu_finish.o $(LIB_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/tests/test_gpu_pack: $(BUILD)/tests/unit/test_gpu_pack.o $(LIB_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

# test_precision with the float side on the device (tests/gpu/precision_device.c): GPU only.
$(BUILD)/tests/precision_device.o: tests/unit/test_precision.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -DPRECISION_DEVICE -c -o $@ $<

$(BUILD)/tests/test_precision_device: $(BUILD)/tests/precision_device.o $(BUILD)/tests/gpu/precision_device.o $(LIB_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

gpu-tools: flamebuild $(BUILD)/gpu_render $(BUILD)/imgcmp $(BUILD)/tests/test_codegen $(BUILD)/tests/test_gpu_finish \
    $(BUILD)/tests/test_gpu_pack $(BUILD)/tests/test_precision_device

# Every GPU check, on a machine with an NVIDIA GPU (tests/gpu/run.sh says what runs); CI has none,
# so `make test` runs the GPU's number path through the emulation instead. On a GPU machine
# without a compiler: `make gpu-tools` elsewhere, copy the tools into one folder BIN, carry it
# with the tree, and run `sh tests/gpu/run.sh BIN` there.
gpu-test: gpu-tools
	sh tests/gpu/run.sh

# Everything bench/gpu.sh needs on the GPU machine, in one folder to carry there (the machine
# has no compiler headers, no flam3 palettes and no time to spare): the tools, the palette
# library, the Liberation fonts, flam3's test genome, and a kernel cache compiled here for sm_90 (NVRTC needs no GPU).
GPU_BUNDLE := $(BUILD)/device
FLAM3_SHARE ?= /usr/share/flam3
gpu-bundle: gpu-tools
	@mkdir -p $(GPU_BUNDLE)/kcache
	cp flamebuild $(BUILD)/gpu_render $(BUILD)/imgcmp $(BUILD)/tests/test_codegen $(BUILD)/tests/test_gpu_finish \
	  $(GPU_BUNDLE)/
	cp $(FLAM3_SHARE)/flam3-palettes.xml $(GPU_BUNDLE)/
	@mkdir -p $(GPU_BUNDLE)/fonts  # text_wf's (tests/gpu/run.sh: FLAMEBUILD_FONTS)
	cp $(wildcard /usr/share/fonts/truetype/liberation/Liberation*-Regular.ttf) $(GPU_BUNDLE)/fonts/
	awk 'BEGIN{p=0} /<flame /{p=1} p{print} /<\/flame>/{if(p) exit}' $(FLAM3_SHARE)/test.flam3 >$(GPU_BUNDLE)/test4sph.flam3
	sh bench/gpu.sh --precompile $(GPU_BUNDLE)

# The sanitizer build: every unit test and a sanitized CLI for the integration tests.
$(ASAN)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(SANFLAGS) -O1 $(SAN_G) -c -o $@ $<

$(ASAN)/flamebuild: $(ASAN_LIB_OBJ) $(ASAN_CLI_OBJ)
	$(CC) $(SANFLAGS) -o $@ $^ $(LDLIBS)

$(ASAN)/tests/%: $(ASAN)/tests/unit/%.o $(ASAN_LIB_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(SANFLAGS) -o $@ $^ $(LDLIBS)

# cli/kernels_behind.c is the command line's, not the library's.
$(ASAN)/tests/test_kernels_behind: $(ASAN)/tests/unit/test_kernels_behind.o $(ASAN)/cli/kernels_behind.o $(ASAN_LIB_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(SANFLAGS) -o $@ $^ $(LDLIBS)

# Reads EXRs back with OpenEXR's library, linked (the product loads it at run time).
$(ASAN)/tests/test_exr: $(ASAN)/tests/unit/test_exr.o $(ASAN_LIB_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(SANFLAGS) -o $@ $^ $(LDLIBS) -lOpenEXRCore-3_1

# Fuzzing (tests/fuzz/, issue 12): each harness is built twice. With clang and libFuzzer,
# `make fuzz` runs each for FUZZ_SECONDS over its seed corpus (tests/fuzz/NAME/) and the
# crashes found so far (tests/fuzz/regressions/NAME/), keeping what it learns in
# build/fuzz/corpus/NAME/ and writing crashes to build/fuzz/artifacts/NAME/. With gcc under
# ASan/UBSan and a main() that feeds it files (replay_main.c), `make test` runs every seed and
# regression through the same entry point: no clang needed there. The library is compiled
# with clang for the fuzzers only; the normal build stays on $(CC).
FUZZ := $(BUILD)/fuzz
FUZZ_CC ?= clang
FUZZ_SECONDS ?= 60
FUZZ_HARNESSES := genome config hist png
FUZZ_SANFLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
# The library's sources the harnesses link — genome/ whole, the project's config, the cache's
# buffer codec, PNG, and what those call: 35 of the library's 97 files, the only ones compiled
# for the fuzzers (the whole library took 40 CPU s of make test; the rest is code no harness
# can reach). A harness that comes to call something else fails to link, naming the symbol:
# add its file here.
FUZZ_LIB_SRC := $(filter-out util/large_alloc.c util/sha256.c,$(wildcard util/*.c)) $(wildcard genome/*.c) \
  render/frame_check.c render/png.c render/png_deflate.c gpu/cuda_api.c cache/hist_codec.c cache/hist_decode.c \
  cache/hist_packed.c cache/hist_unpack.c \
  farm/farm.c farm/farm_files.c farm/farm_marks.c farm/slurm.c project/config.c
FUZZ_LIB_OBJ := $(FUZZ_LIB_SRC:%.c=$(FUZZ)/%.o)
FUZZ_BIN := $(FUZZ_HARNESSES:%=$(FUZZ)/fuzz_%)
FUZZ_REPLAY := $(FUZZ_HARNESSES:%=$(ASAN)/fuzz/replay_%)

$(FUZZ)/%.o: %.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(ALL_CFLAGS) $(FUZZ_SANFLAGS) -fsanitize=fuzzer-no-link -O1 $(SAN_G) -c -o $@ $<

$(FUZZ)/fuzz_%: $(FUZZ)/tests/fuzz/fuzz_%.o $(FUZZ)/tests/fuzz/fuzz_input.o $(FUZZ_LIB_OBJ)
	$(FUZZ_CC) $(FUZZ_SANFLAGS) -fsanitize=fuzzer -o $@ $^ $(LDLIBS)

$(ASAN)/fuzz/replay_%: $(ASAN)/tests/fuzz/fuzz_%.o $(ASAN)/tests/fuzz/fuzz_input.o $(ASAN)/tests/fuzz/replay_main.o \
    $(ASAN_LIB_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(SANFLAGS) -o $@ $^ $(LDLIBS)

# Kept between runs (make deletes objects only pattern rules name).
.SECONDARY: $(FUZZ_LIB_OBJ) $(FUZZ)/tests/fuzz/fuzz_input.o $(FUZZ_HARNESSES:%=$(FUZZ)/tests/fuzz/fuzz_%.o) \
  $(ASAN)/tests/fuzz/fuzz_input.o $(ASAN)/tests/fuzz/replay_main.o $(FUZZ_HARNESSES:%=$(ASAN)/tests/fuzz/fuzz_%.o)

fuzz: deps
	$(MAKE) $(FUZZ_BIN)
	sh tests/fuzz/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_HARNESSES)

# The seed corpus and every regression, without libFuzzer (also part of `make test`).
fuzz-replay: $(FUZZ_REPLAY)
	sh tests/fuzz/replay.sh $(FUZZ_HARNESSES)

# Debian packages: build tools and libraries, the palette library, flam3 as the test oracle, the
# sqlite3 shell (the kill matrix runs PRAGMA integrity_check), clang with its runtime
# libraries (libFuzzer) for `make fuzz`, Slurm with munge (the farm test starts a one-node
# cluster of its own: tests/farm/cluster.sh), libmicrohttpd for watch --serve, and curl,
# headless Chromium and Python (its DevTools client, tests/tools/page_probe.py), which read
# its page in tests/render/63_watch_serve.sh.
DEB_PACKAGES := build-essential pkg-config libxml2-dev libpng-dev libjpeg62-turbo-dev libsqlite3-dev libzstd-dev libopenexr-dev \
  libfreetype-dev libbrotli-dev fonts-liberation \
  libuv1-dev libinih-dev libxxhash-dev flam3-palette flam3-utils ffmpeg sqlite3 clang libclang-rt-14-dev \
  slurmctld slurmd slurm-client munge libmicrohttpd-dev curl chromium python3
deps:
	@missing=""; for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	else echo "deps: all Debian packages present"; fi

unit-test: $(UNIT_BIN)
	@sh tests/run_unit.sh $(UNIT_BIN)

# A short fuzzing run is part of the tests (CI runs `make test`): TEST_FUZZ_SECONDS a harness.
TEST_FUZZ_SECONDS ?= 15

# The builds of make test run on every core (TEST_MAKE_JOBS at once), as do its tests: the
# fuzzers' short run, then the unit tests as one job among the integration scripts
# (tests/run_integration.sh: TEST_JOBS at once). test_codegen's two costliest NVRTC compiles
# run in the optimised build (CODEGEN_O2), the rest of it in the sanitizer build.
TEST_MAKE_JOBS ?= $(shell nproc 2>/dev/null || echo 2)

# NVRTC's fast-compile level for the suite's compiles (gpu/kernel.h, FLAMEBUILD_NVRTC_FAST): CI
# runs no kernel, it checks that NVRTC takes every source, which at max costs a sixth of the
# CPU. Kernels compiled so run ~250 times slower: on a machine with a GPU (nvidia-smi lists
# one) make test compiles as users do, as make gpu-test always does. Empty: as users do.
TEST_NVRTC_FAST ?= $(shell nvidia-smi -L >/dev/null 2>&1 || echo max)

test: deps
	$(MAKE) -j$(TEST_MAKE_JOBS) flamebuild $(ASAN)/flamebuild $(BUILD)/imgcmp $(BUILD)/exrcmp $(FUZZ_REPLAY)
	@rm -f $(BUILD)/test-results
	-$(MAKE) -j$(TEST_MAKE_JOBS) $(UNIT_BIN) $(BUILD)/tests/test_codegen
	@if $(MAKE) -j$(TEST_MAKE_JOBS) fuzz FUZZ_SECONDS=$(TEST_FUZZ_SECONDS) >$(BUILD)/fuzz-test.log 2>&1; then \
	  echo "PASS fuzz: every harness for $(TEST_FUZZ_SECONDS) s" >>$(BUILD)/test-results; echo "fuzz: ok"; \
	else echo "FAIL fuzz: a harness found something (log: $(BUILD)/fuzz-test.log)" >>$(BUILD)/test-results; \
	  tail -n 20 $(BUILD)/fuzz-test.log; fi
	FLAMEBUILD_NVRTC_FAST=$(TEST_NVRTC_FAST) UNIT_TESTS="$(UNIT_BIN)" CODEGEN_O2=$(BUILD)/tests/test_codegen \
	  sh tests/run_integration.sh

$(BUILD)/imgcmp: tests/tools/imgcmp.c
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) -O2 -o $@ $< $(shell pkg-config --cflags --libs libpng) $(LIBJPEG_A)

# Reads back the EXRs that flamebuild render and build write, with OpenEXR's library linked
# (tests/render/58_render_outputs.sh).
$(BUILD)/exrcmp: tests/tools/exrcmp.c
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) -O2 -I/usr/include/OpenEXR -o $@ $< $(shell pkg-config --cflags --libs libpng) -lOpenEXRCore-3_1 -lm

# Regenerates the cached flam3 reference renders used by the conformance test.
conformance-refs: deps
	sh tests/conformance/make_refs.sh
	GENOME_DIR=tests/data/realworld REF_DIR=tests/data/realworld/refs sh tests/conformance/make_refs.sh

# The main job on the bundled example project: a build, an edit, the rebuild that redoes only
# what the edit touched (examples/run_demo.sh).
demo: deps
	$(MAKE) flamebuild
	sh examples/run_demo.sh

install: flamebuild
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/man/man5
	install -m 755 flamebuild $(DESTDIR)$(PREFIX)/bin/flamebuild
	install -m 644 man/flamebuild.1 $(DESTDIR)$(PREFIX)/share/man/man1/flamebuild.1
	install -m 644 man/flamebuild.conf.5 $(DESTDIR)$(PREFIX)/share/man/man5/flamebuild.conf.5

clean:
	rm -rf $(BUILD) flamebuild

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
