// FractoriumRender.cpp — renders flames with Fractorium's own CPU renderer (its Ember library),
// for tests/tools/render_diff.py against flamebuild's picture of the same file.
//   FractoriumRender PALETTES OUT WIDTH HEIGHT QUALITY FLAME...
// Each file's first flame into OUT/NAME.ppm (binary P6), at WIDTH x HEIGHT (HEIGHT 0: the
// flame's aspect) scaled as Fractorium scales a flame to a new size, at QUALITY (0: the file's).
#include "EmberPch.h"
#include "Renderer.h"
#include "XmlToEmber.h"
#include "PaletteList.h"
using namespace EmberNs;

int main(int argc, char** argv)
{
	if (argc < 7) { fprintf(stderr, "usage: FractoriumRender PALETTES OUT WIDTH HEIGHT QUALITY FLAME...\n"); return 2; }
	auto palettes = PaletteList<float>::Instance();
	if (!palettes->Add(argv[1])) { fprintf(stderr, "cannot read palettes %s\n", argv[1]); return 2; }
	const string out = argv[2];
	const size_t width = strtoul(argv[3], nullptr, 10), height0 = strtoul(argv[4], nullptr, 10);
	const double quality = atof(argv[5]);
	for (int a = 6; a < argc; a++)
	{
		XmlToEmber<float> parser;
		vector<Ember<float>> embers;
		if (!parser.Parse(argv[a], embers, true) || embers.empty()) { printf("%s failed: parse\n", argv[a]); continue; }
		Ember<float> ember = embers[0];
		const size_t height = height0 ? height0 : size_t(std::max<double>(1, std::round(double(width) * ember.m_FinalRasH / ember.m_FinalRasW)));
		ember.SetSizeAndAdjustScale(width, height, false, eScaleType::SCALE_WIDTH);
		if (quality > 0) ember.m_Quality = float(quality);
		Renderer<float, float> renderer;
		renderer.ThreadCount(Timing::ProcessorCount(), "flamebuild");
		renderer.EarlyClip(false);
		renderer.YAxisUp(false);
		renderer.SetEmber(ember, eProcessAction::FULL_RENDER, true);
		vector<v4F> image;
		renderer.PrepFinalAccumVector(image);
		if (renderer.Run(image) != eRenderStatus::RENDER_OK) { printf("%s failed: render\n", argv[a]); continue; }
		string base = argv[a];
		base = base.substr(base.find_last_of('/') + 1);
		base = base.substr(0, base.find_last_of('.'));
		const string path = out + "/" + base + ".ppm";
		FILE* f = fopen(path.c_str(), "wb");
		if (!f) { printf("%s failed: write\n", argv[a]); continue; }
		fprintf(f, "P6\n%zu %zu\n255\n", width, height);
		for (size_t i = 0; i < width * height; i++)
		{
			unsigned char px[3] = {
				static_cast<unsigned char>(Clamp<float>(image[i].r * 255.0f, 0.0f, 255.0f)),
				static_cast<unsigned char>(Clamp<float>(image[i].g * 255.0f, 0.0f, 255.0f)),
				static_cast<unsigned char>(Clamp<float>(image[i].b * 255.0f, 0.0f, 255.0f)) };
			fwrite(px, 1, 3, f);
		}
		fclose(f);
		printf("%s ok\n", base.c_str());
	}
	return 0;
}
