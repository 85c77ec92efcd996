/*
 * test_interpolate_data.h — expected values for test_interpolate.c, generated offline.
 *
 * Each case below is a set of keyframes (XML, parsed by flamebuild's parser; palettes then
 * filled by fill_palette() when `fill` is set). A scratch program converted the parsed
 * keyframes to flam3_genome and called Debian's libflam3 3.1.1 flam3_interpolate at each
 * time listed; the values it returned are pasted here as hex floats and compared bit for bit.
 * Keys name genome fields as test_interpolate.c's each_field() does.
 */

static const struct xml_case {
  const char *name;
  int fill;  /* 0: palette as parsed, 1: fill_palette opaque, 2: with alpha */
  const char *xml;
} xml_cases[] = {
  {"linear", 0,
   "<flames>\n"
   "<flame time=\"0\" interpolation_type=\"linear\" size=\"100 80\" scale=\"40\" center=\"1 -1\" rotate=\"10\" brightness=\"3\">\n"
   " <xform weight=\"0.5\" color=\"0\" coefs=\"1 0.5 -0.25 2 0.5 -1\" post=\"1 0 0 1 0.25 0\" linear=\"1\"/>\n"
   " <xform weight=\"0.25\" color=\"1\" coefs=\"0 1 1 0 0 0\" sinusoidal=\"0.5\" chaos=\"2 0\"/>\n"
   "</flame>\n"
   "<flame time=\"10\" interpolation_type=\"log\" size=\"100 80\" scale=\"60\" center=\"3 1\" rotate=\"50\" brightness=\"5\">\n"
   " <xform weight=\"1.5\" color=\"0.5\" coefs=\"-1 0.75 0.5 1 1.5 2\" linear=\"1\"/>\n"
   " <xform weight=\"0.75\" color=\"0\" coefs=\"2 0 0 -2 1 1\" sinusoidal=\"1.5\" chaos=\"0 1\"/>\n"
   "</flame>\n"
   "</flames>"},
  {"log", 0,
   "<flames>\n"
   "<flame time=\"0\">\n"
   " <xform weight=\"1\" coefs=\"-0.98480775301220802 0.17364817766693028 -0.17364817766693028 -0.98480775301220802 0.5 0.25\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"0 0 0.5 0.5 0.1 0.2\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"1 0 0 1 0 0\" post=\"1.7320508075688774 0.99999999999999989 -0.99999999999999989 1.7320508075688774 0 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"1e-5 0 0 1 0 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"0.50000000000000011 0.8660254037844386 -0.8660254037844386 0.50000000000000011 0 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"0 1 -1 0 0 0\" linear=\"1\"/>\n"
   "</flame>\n"
   "<flame time=\"1\">\n"
   " <xform weight=\"1\" coefs=\"-2.9544232590366239 -0.5209445330007908 0.5209445330007908 -2.9544232590366239 -0.5 1\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"1 1 0 1 0 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"-1 0 0 -1 0 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"2 0 0 3 0 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"0.25000000000000006 -0.4330127018922193 0.4330127018922193 0.25000000000000006 0 0\" post=\"0.70710678118654757 0.70710678118654746 -0.70710678118654746 0.70710678118654757 1 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"5e-11 -1 1 5e-11 0 0\" linear=\"1\"/>\n"
   "</flame>\n"
   "</flames>"},
  {"pal_hsv", 1,
   "<flames>\n"
   "<flame time=\"0\" palette_interpolation=\"hsv\" hsv_rgb_palette_blend=\"0\"><xform weight=\"1\" linear=\"1\"/></flame>\n"
   "<flame time=\"4\" palette_interpolation=\"rgb\" hsv_rgb_palette_blend=\"0\"><xform weight=\"1\" linear=\"1\"/></flame>\n"
   "</flames>"},
  {"pal_rgb", 2,
   "<flames>\n"
   "<flame time=\"0\" palette_interpolation=\"rgb\" hsv_rgb_palette_blend=\"0\"><xform weight=\"1\" linear=\"1\"/></flame>\n"
   "<flame time=\"4\" palette_interpolation=\"rgb\" hsv_rgb_palette_blend=\"0\"><xform weight=\"1\" linear=\"1\"/></flame>\n"
   "</flames>"},
  {"pal_circ", 1,
   "<flames>\n"
   "<flame time=\"0\" palette_interpolation=\"hsv_circular\" hsv_rgb_palette_blend=\"0\"><xform weight=\"1\" linear=\"1\"/></flame>\n"
   "<flame time=\"4\" palette_interpolation=\"rgb\" hsv_rgb_palette_blend=\"0\"><xform weight=\"1\" linear=\"1\"/></flame>\n"
   "</flames>"},
  {"pal_circ_blend", 2,
   "<flames>\n"
   "<flame time=\"0\" palette_interpolation=\"hsv_circular\" hsv_rgb_palette_blend=\"0.375\"><xform weight=\"1\" linear=\"1\"/></flame>\n"
   "<flame time=\"4\" palette_interpolation=\"rgb\" hsv_rgb_palette_blend=\"0\"><xform weight=\"1\" linear=\"1\"/></flame>\n"
   "</flames>"},
  {"pal_sweep", 1,
   "<flames>\n"
   "<flame time=\"0\" palette_interpolation=\"sweep\" hsv_rgb_palette_blend=\"0\"><xform weight=\"1\" linear=\"1\"/></flame>\n"
   "<flame time=\"4\" palette_interpolation=\"rgb\" hsv_rgb_palette_blend=\"0\"><xform weight=\"1\" linear=\"1\"/></flame>\n"
   "</flames>"},
  {"pad_log", 0,
   "<flames>\n"
   "<flame time=\"0\">\n"
   " <xform weight=\"1\" color=\"0.2\" coefs=\"1 0 0 1 0.5 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" color=\"0.7\" coefs=\"0.5 0 0 0.5 0 0\" swirl=\"1\"/>\n"
   "</flame>\n"
   "<flame time=\"1\">\n"
   " <xform weight=\"1\" color=\"0.4\" coefs=\"1 0 0 1 -0.5 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" color=\"0.9\" coefs=\"0.5 0 0 0.5 0 0\" swirl=\"1\"/>\n"
   " <xform weight=\"0.5\" color=\"0.3\" coefs=\"0.8 0.1 -0.1 0.8 0.2 0.3\" spherical=\"0.7\" linear=\"0.3\"/>\n"
   " <xform weight=\"0.5\" color=\"0.6\" coefs=\"0.9 0 0 0.9 0 0\" rectangles=\"0.5\" rectangles_x=\"0.3\" rectangles_y=\"0.6\" fan2=\"0.5\" fan2_x=\"0.2\" fan2_y=\"0.4\"/>\n"
   " <xform weight=\"0.5\" color=\"0.5\" coefs=\"0.7 0.2 0.2 0.7 0 0\" fan=\"1\"/>\n"
   " <xform weight=\"0.5\" color=\"0.5\" coefs=\"0.7 0 0 0.7 0 0\" julian=\"1\" julian_power=\"5\" julian_dist=\"0.5\" linear=\"0.5\"/>\n"
   " <xform weight=\"0.5\" color=\"0.5\" coefs=\"0.6 0 0 0.6 0 0\" swirl=\"1\"/>\n"
   " <finalxform color=\"0.5\" coefs=\"1 0 0 1 0 0\" spherical=\"1\"/>\n"
   "</flame>\n"
   "</flames>"},
  {"pad_linear", 0,
   "<flames>\n"
   "<flame time=\"0\" interpolation_type=\"linear\">\n"
   " <xform weight=\"1\" color=\"0.2\" coefs=\"1 0 0 1 0.5 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" color=\"0.7\" coefs=\"0.5 0 0 0.5 0 0\" swirl=\"1\"/>\n"
   "</flame>\n"
   "<flame time=\"1\">\n"
   " <xform weight=\"1\" color=\"0.4\" coefs=\"1 0 0 1 -0.5 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" color=\"0.9\" coefs=\"0.5 0 0 0.5 0 0\" swirl=\"1\"/>\n"
   " <xform weight=\"0.5\" color=\"0.3\" coefs=\"0.8 0.1 -0.1 0.8 0.2 0.3\" spherical=\"0.7\" linear=\"0.3\"/>\n"
   " <xform weight=\"0.5\" color=\"0.6\" coefs=\"0.9 0 0 0.9 0 0\" rectangles=\"0.5\" rectangles_x=\"0.3\" rectangles_y=\"0.6\" fan2=\"0.5\" fan2_x=\"0.2\" fan2_y=\"0.4\"/>\n"
   " <xform weight=\"0.5\" color=\"0.5\" coefs=\"0.7 0.2 0.2 0.7 0 0\" fan=\"1\"/>\n"
   " <xform weight=\"0.5\" color=\"0.5\" coefs=\"0.7 0 0 0.7 0 0\" julian=\"1\" julian_power=\"5\" julian_dist=\"0.5\" linear=\"0.5\"/>\n"
   " <xform weight=\"0.5\" color=\"0.5\" coefs=\"0.6 0 0 0.6 0 0\" swirl=\"1\"/>\n"
   " <finalxform color=\"0.5\" coefs=\"1 0 0 1 0 0\" spherical=\"1\"/>\n"
   "</flame>\n"
   "</flames>"},
  {"pad_old", 0,
   "<flames>\n"
   "<flame time=\"0\" interpolation_type=\"old\">\n"
   " <xform weight=\"1\" color=\"0.2\" coefs=\"1 0 0 1 0.5 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" color=\"0.7\" coefs=\"0.5 0 0 0.5 0 0\" swirl=\"1\"/>\n"
   "</flame>\n"
   "<flame time=\"1\">\n"
   " <xform weight=\"1\" color=\"0.4\" coefs=\"1 0 0 1 -0.5 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" color=\"0.9\" coefs=\"0.5 0 0 0.5 0 0\" swirl=\"1\"/>\n"
   " <xform weight=\"0.5\" color=\"0.3\" coefs=\"0.8 0.1 -0.1 0.8 0.2 0.3\" spherical=\"0.7\" linear=\"0.3\"/>\n"
   " <xform weight=\"0.5\" color=\"0.6\" coefs=\"0.9 0 0 0.9 0 0\" rectangles=\"0.5\" rectangles_x=\"0.3\" rectangles_y=\"0.6\" fan2=\"0.5\" fan2_x=\"0.2\" fan2_y=\"0.4\"/>\n"
   " <xform weight=\"0.5\" color=\"0.5\" coefs=\"0.7 0.2 0.2 0.7 0 0\" fan=\"1\"/>\n"
   " <xform weight=\"0.5\" color=\"0.5\" coefs=\"0.7 0 0 0.7 0 0\" julian=\"1\" julian_power=\"5\" julian_dist=\"0.5\" linear=\"0.5\"/>\n"
   " <xform weight=\"0.5\" color=\"0.5\" coefs=\"0.6 0 0 0.6 0 0\" swirl=\"1\"/>\n"
   " <finalxform color=\"0.5\" coefs=\"1 0 0 1 0 0\" spherical=\"1\"/>\n"
   "</flame>\n"
   "</flames>"},
  {"pad_older", 0,
   "<flames>\n"
   "<flame time=\"0\" interpolation_type=\"older\">\n"
   " <xform weight=\"1\" color=\"0.2\" coefs=\"1 0 0 1 0.5 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" color=\"0.7\" coefs=\"0.5 0 0 0.5 0 0\" swirl=\"1\"/>\n"
   "</flame>\n"
   "<flame time=\"1\" interpolation_type=\"older\">\n"
   " <xform weight=\"1\" color=\"0.4\" coefs=\"1 0 0 1 -0.5 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" color=\"0.9\" coefs=\"0.5 0 0 0.5 0 0\" swirl=\"1\"/>\n"
   " <xform weight=\"0.5\" color=\"0.3\" coefs=\"0.8 0.1 -0.1 0.8 0.2 0.3\" spherical=\"0.7\" linear=\"0.3\"/>\n"
   " <xform weight=\"0.5\" color=\"0.6\" coefs=\"0.9 0 0 0.9 0 0\" rectangles=\"0.5\" rectangles_x=\"0.3\" rectangles_y=\"0.6\" fan2=\"0.5\" fan2_x=\"0.2\" fan2_y=\"0.4\"/>\n"
   " <xform weight=\"0.5\" color=\"0.5\" coefs=\"0.7 0.2 0.2 0.7 0 0\" fan=\"1\"/>\n"
   " <xform weight=\"0.5\" color=\"0.5\" coefs=\"0.7 0 0 0.7 0 0\" julian=\"1\" julian_power=\"5\" julian_dist=\"0.5\" linear=\"0.5\"/>\n"
   " <xform weight=\"0.5\" color=\"0.5\" coefs=\"0.6 0 0 0.6 0 0\" swirl=\"1\"/>\n"
   " <finalxform color=\"0.5\" coefs=\"1 0 0 1 0 0\" spherical=\"1\"/>\n"
   "</flame>\n"
   "</flames>"},
  {"pad_reverse", 0,
   "<flames>\n"
   "<flame time=\"0\">\n"
   " <xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"0.5 0 0 0.5 0 0\" ngon=\"1\" ngon_sides=\"7\" ngon_power=\"2\" blob=\"0.5\" blob_low=\"0.2\" blob_high=\"0.9\" blob_waves=\"3\"/>\n"
   " <xform weight=\"1\" coefs=\"0.5 0 0 0.5 0 0\" curl=\"1\" curl_c1=\"0.3\" curl_c2=\"0.1\" super_shape=\"1\" super_shape_m=\"3\" super_shape_n1=\"4\" rings=\"1\"/>\n"
   " <finalxform color=\"0.25\" color_speed=\"0.7\" coefs=\"2 0 0 2 0 0\" perspective=\"1\" perspective_angle=\"0.4\" perspective_dist=\"3\" linear=\"0.5\"/>\n"
   "</flame>\n"
   "<flame time=\"2\">\n"
   " <xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\"/>\n"
   "</flame>\n"
   "</flames>"},
  {"borrow", 0,
   "<flames>\n"
   "<flame time=\"0\">\n"
   " <xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\" blob=\"0.5\" blob_low=\"0.3\" blob_high=\"2\" blob_waves=\"4\" flower=\"0.5\" flower_petals=\"3\" flower_holes=\"0.4\"/>\n"
   " <xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\"/>\n"
   "</flame>\n"
   "<flame time=\"1\">\n"
   " <xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\" pdj=\"1\" pdj_a=\"1.5\" pdj_b=\"-0.5\" pdj_c=\"2\" pdj_d=\"0.25\" oscilloscope=\"0.2\" oscilloscope_frequency=\"2\"/>\n"
   "</flame>\n"
   "</flames>"},
  {"extrap", 0,
   "<flames>\n"
   "<flame time=\"10\" size=\"64 48\" supersample=\"1\" passes=\"1\" temporal_samples=\"100\" quality=\"10\" zoom=\"0.5\" estimator_radius=\"9\" gamma_threshold=\"0.01\" vibrancy=\"1\">\n"
   " <xform weight=\"0.2\" color=\"0.1\" color_speed=\"0.1\" opacity=\"0.9\" coefs=\"1 0 0 1 0 0\" linear=\"1\" chaos=\"0.2 1\"/>\n"
   " <xform weight=\"1\" color=\"0.9\" color_speed=\"0.9\" opacity=\"0.5\" coefs=\"0.5 0 0 0.5 0 0\" linear=\"1\"/>\n"
   "</flame>\n"
   "<flame time=\"20\" size=\"80 40\" supersample=\"2\" passes=\"3\" temporal_samples=\"1001\" quality=\"30\" zoom=\"1\" estimator_radius=\"3\" gamma_threshold=\"0.02\" vibrancy=\"0.5\">\n"
   " <xform weight=\"1\" color=\"0.5\" color_speed=\"0.5\" opacity=\"1\" coefs=\"2 0 0 2 0 0\" linear=\"1\" chaos=\"1 1\"/>\n"
   " <xform weight=\"0.5\" color=\"0.95\" color_speed=\"0.95\" opacity=\"0.25\" coefs=\"0.5 0 0 0.5 0 0\" linear=\"1\"/>\n"
   "</flame>\n"
   "<flame time=\"30\" size=\"81 40\" supersample=\"1\" passes=\"2\" temporal_samples=\"10\" quality=\"20\" zoom=\"0\" estimator_radius=\"0\" gamma_threshold=\"0.01\" vibrancy=\"1\">\n"
   " <xform weight=\"0.5\" color=\"0.2\" color_speed=\"0.2\" opacity=\"2\" coefs=\"1 0 0 1 0 0\" linear=\"1\" chaos=\"3 0\"/>\n"
   " <xform weight=\"2\" color=\"0.9\" color_speed=\"0.9\" opacity=\"1\" coefs=\"0.5 0 0 0.5 0 0\" linear=\"1\"/>\n"
   "</flame>\n"
   "</flames>"},
  {"smooth", 1,
   "<flames>\n"
   "<flame time=\"0\" filter_shape=\"box\" palette_interpolation=\"rgb\" temporal_filter_type=\"exp\" palette_mode=\"linear\" scale=\"10\">\n"
   " <xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\"/>\n"
   "</flame>\n"
   "<flame time=\"10\" interpolation=\"smooth\" filter_shape=\"hermite\" palette_interpolation=\"hsv\" scale=\"20\">\n"
   " <xform weight=\"1\" coefs=\"-0.26047226650039546 1.477211629518312 -1.477211629518312 -0.26047226650039546 0 0\" linear=\"1\"/>\n"
   " <xform weight=\"0.5\" coefs=\"0.5 0 0 0.5 0 0\" julian=\"1\" julian_power=\"3\"/>\n"
   "</flame>\n"
   "<flame time=\"20\" interpolation=\"smooth\" filter_shape=\"bell\" scale=\"40\">\n"
   " <xform weight=\"2\" coefs=\"-1.7320508075688774 -0.99999999999999989 0.99999999999999989 -1.7320508075688774 1 0\" linear=\"1\"/>\n"
   "</flame>\n"
   "<flame time=\"30\" scale=\"30\" interpolation=\"smooth\">\n"
   " <xform weight=\"1\" coefs=\"0.46984631039295421 0.17101007166283436 -0.17101007166283436 0.46984631039295421 0 1\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"1 0 0 1 0 0\" spherical=\"1\"/>\n"
   " <finalxform coefs=\"1 0 0 1 0 0\" linear=\"1\"/>\n"
   "</flame>\n"
   "<flame time=\"40\" scale=\"60\">\n"
   " <xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\"/>\n"
   "</flame>\n"
   "</flames>"},
  {"smooth_old", 0,
   "<flames>\n"
   "<flame time=\"0\"><xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\"/></flame>\n"
   "<flame time=\"10\" interpolation=\"smooth\" interpolation_type=\"old\"><xform weight=\"1\" coefs=\"0.5 0 0 0.5 0 0\" linear=\"1\"/></flame>\n"
   "<flame time=\"20\">\n"
   " <xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"0.5 0.5 -0.5 0.5 0 0\" spherical=\"1\" julian=\"0.5\" julian_power=\"3\"/>\n"
   "</flame>\n"
   "<flame time=\"30\">\n"
   " <xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"0.5 0 0 0.5 0 0\" rectangles=\"1\" rectangles_x=\"2\"/>\n"
   "</flame>\n"
   "<flame time=\"40\"><xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\"/></flame>\n"
   "</flames>"},
  {"smooth_pad", 0,
   "<flames>\n"
   "<flame time=\"0\"><xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\"/></flame>\n"
   "<flame time=\"10\" interpolation=\"smooth\">\n"
   " <xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"0.5 0 0 0.5 0 0\" rectangles=\"1\" rectangles_x=\"2\" fan=\"1\"/>\n"
   "</flame>\n"
   "<flame time=\"20\" interpolation=\"smooth\"><xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\"/></flame>\n"
   "<flame time=\"30\">\n"
   " <xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\"/>\n"
   " <xform weight=\"1\" coefs=\"0.5 0 0 0.5 0 0\" curl=\"1\" curl_c1=\"0.5\" rings=\"1\"/>\n"
   "</flame>\n"
   "<flame time=\"40\"><xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\"/></flame>\n"
   "<flame time=\"50\"><xform weight=\"1\" coefs=\"1 0 0 1 0 0\" linear=\"1\"/></flame>\n"
   "</flames>"},
  {"cr_weights", 0,
   "<flames>\n"
   "<flame time=\"0\" brightness=\"1\" gamma=\"0\" vibrancy=\"0\" highlight_power=\"0\"><xform weight=\"1\" linear=\"1\"/></flame>\n"
   "<flame time=\"10\" interpolation=\"smooth\" brightness=\"0\" gamma=\"1\" vibrancy=\"0\" highlight_power=\"0\"><xform weight=\"1\" linear=\"1\"/></flame>\n"
   "<flame time=\"20\" brightness=\"0\" gamma=\"0\" vibrancy=\"1\" highlight_power=\"0\"><xform weight=\"1\" linear=\"1\"/></flame>\n"
   "<flame time=\"30\" brightness=\"0\" gamma=\"0\" vibrancy=\"0\" highlight_power=\"1\"><xform weight=\"1\" linear=\"1\"/></flame>\n"
   "<flame time=\"40\"><xform weight=\"1\" linear=\"1\"/></flame>\n"
   "</flames>"},
  {"rounding", 0,
   "<flames>\n"
   "<flame time=\"0\" size=\"100 101\" supersample=\"1\" passes=\"1\" temporal_samples=\"100\">\n"
   " <xform weight=\"1\" linear=\"1\"/></flame>\n"
   "<flame time=\"1\" size=\"103 104\" supersample=\"2\" passes=\"4\" temporal_samples=\"1001\">\n"
   " <xform weight=\"1\" linear=\"1\"/></flame>\n"
   "</flames>"},
  {"first_attrs", 0,
   "<flames>\n"
   "<flame time=\"0\" filter_shape=\"box\" temporal_filter_type=\"exp\" palette_mode=\"linear\" interpolation_type=\"linear\" palette_interpolation=\"rgb\" hsv_rgb_palette_blend=\"0.5\">\n"
   " <xform weight=\"1\" linear=\"1\"/></flame>\n"
   "<flame time=\"1\" filter_shape=\"mitchell\" temporal_filter_type=\"gaussian\" palette_mode=\"step\" interpolation_type=\"log\" palette_interpolation=\"sweep\" hsv_rgb_palette_blend=\"0.25\">\n"
   " <xform weight=\"1\" linear=\"1\"/></flame>\n"
   "</flames>"},
};

static const expect linear_2_5[] = {
  {"center0", 0x1.8p+0}, {"center1", -0x1p-1}, {"scale", 0x1.68p+5}, {"rotate", 0x1.4p+4},
  {"brightness", 0x1.cp+1}, {"interpolation_type", 0}, {"x0.weight", 0x1.8p-1}, {"x0.color", 0x1p-3},
  {"x0.c00", 0x1p-1}, {"x0.c01", 0x1.2p-1}, {"x0.c10", -0x1p-4}, {"x0.c11", 0x1.cp+0}, {"x0.c20", 0x1.8p-1},
  {"x0.c21", -0x1p-2}, {"x0.p00", 0x1p+0}, {"x0.p01", 0x0p+0}, {"x0.p10", 0x0p+0}, {"x0.p11", 0x1p+0},
  {"x0.p20", 0x1.8p-3}, {"x0.p21", 0x0p+0}, {"x0.linear", 0x1p+0}, {"x0.sinusoidal", 0x0p+0},
  {"x1.weight", 0x1.8p-2}, {"x1.color", 0x1.8p-1}, {"x1.c00", 0x1p-1}, {"x1.c01", 0x1.8p-1},
  {"x1.c10", 0x1.8p-1}, {"x1.c11", -0x1p-1}, {"x1.c20", 0x1p-2}, {"x1.c21", 0x1p-2}, {"x1.p00", 0x1p+0},
  {"x1.p01", 0x0p+0}, {"x1.p10", 0x0p+0}, {"x1.p11", 0x1p+0}, {"x1.p20", 0x0p+0}, {"x1.p21", 0x0p+0},
  {"x1.linear", 0x0p+0}, {"x1.sinusoidal", 0x1.8p-1}, {"chaos0_0", 0x1p+0}, {"chaos0_1", 0x1p+0},
  {"chaos1_0", 0x1.8p+0}, {"chaos1_1", 0x1p-2},
};
static const expect linear_7_75[] = {
  {"center0", 0x1.4666666666667p+1}, {"center1", 0x1.199999999999ap-1}, {"scale", 0x1.bcp+5},
  {"rotate", 0x1.48p+5}, {"brightness", 0x1.2333333333333p+2}, {"interpolation_type", 0},
  {"x0.weight", 0x1.4666666666667p+0}, {"x0.color", 0x1.8cccccccccccdp-2}, {"x0.c00", -0x1.199999999999ap-1},
  {"x0.c01", 0x1.6333333333334p-1}, {"x0.c10", 0x1.5333333333333p-2}, {"x0.c11", 0x1.399999999999ap+0},
  {"x0.c20", 0x1.4666666666667p+0}, {"x0.c21", 0x1.5333333333333p+0}, {"x0.p00", 0x1p+0}, {"x0.p01", 0x0p+0},
  {"x0.p10", 0x0p+0}, {"x0.p11", 0x1p+0}, {"x0.p20", 0x1.ccccccccccccdp-5}, {"x0.p21", 0x0p+0},
  {"x0.linear", 0x1p+0}, {"x0.sinusoidal", 0x0p+0}, {"x1.weight", 0x1.4666666666667p-1},
  {"x1.color", 0x1.ccccccccccccdp-3}, {"x1.c00", 0x1.8cccccccccccdp+0}, {"x1.c01", 0x1.ccccccccccccdp-3},
  {"x1.c10", 0x1.ccccccccccccdp-3}, {"x1.c11", -0x1.8cccccccccccdp+0}, {"x1.c20", 0x1.8cccccccccccdp-1},
  {"x1.c21", 0x1.8cccccccccccdp-1}, {"x1.p00", 0x1p+0}, {"x1.p01", 0x0p+0}, {"x1.p10", 0x0p+0},
  {"x1.p11", 0x1p+0}, {"x1.p20", 0x0p+0}, {"x1.p21", 0x0p+0}, {"x1.linear", 0x0p+0},
  {"x1.sinusoidal", 0x1.4666666666667p+0}, {"chaos0_0", 0x1p+0}, {"chaos0_1", 0x1p+0},
  {"chaos1_0", 0x1.ccccccccccccdp-2}, {"chaos1_1", 0x1.8cccccccccccdp-1},
};
static const expect linear_10[] = {
  {"center0", 0x1.8p+1}, {"center1", 0x1p+0}, {"scale", 0x1.ep+5}, {"rotate", 0x1.9p+5},
  {"brightness", 0x1.4p+2}, {"interpolation_type", 0}, {"x0.weight", 0x1.8p+0}, {"x0.color", 0x1p-1},
  {"x0.c00", -0x1p+0}, {"x0.c01", 0x1.8p-1}, {"x0.c10", 0x1p-1}, {"x0.c11", 0x1p+0}, {"x0.c20", 0x1.8p+0},
  {"x0.c21", 0x1p+1}, {"x0.p00", 0x1p+0}, {"x0.p01", 0x0p+0}, {"x0.p10", 0x0p+0}, {"x0.p11", 0x1p+0},
  {"x0.p20", 0x0p+0}, {"x0.p21", 0x0p+0}, {"x0.linear", 0x1p+0}, {"x0.sinusoidal", 0x0p+0},
  {"x1.weight", 0x1.8p-1}, {"x1.color", 0x0p+0}, {"x1.c00", 0x1p+1}, {"x1.c01", 0x0p+0}, {"x1.c10", 0x0p+0},
  {"x1.c11", -0x1p+1}, {"x1.c20", 0x1p+0}, {"x1.c21", 0x1p+0}, {"x1.p00", 0x1p+0}, {"x1.p01", 0x0p+0},
  {"x1.p10", 0x0p+0}, {"x1.p11", 0x1p+0}, {"x1.p20", 0x0p+0}, {"x1.p21", 0x0p+0}, {"x1.linear", 0x0p+0},
  {"x1.sinusoidal", 0x1.8p+0}, {"chaos0_0", 0x1p+0}, {"chaos0_1", 0x1p+0}, {"chaos1_0", 0x0p+0},
  {"chaos1_1", 0x1p+0},
};
static const expect log_0_25[] = {
  {"x0.c00", -0x1.4fa204b353cb7p+0}, {"x0.c01", 0x1.d5d33da923925p-4}, {"x0.c10", -0x1.d5d33da923929p-4},
  {"x0.c11", -0x1.4fa204b353cb7p+0}, {"x0.c20", 0x1p-2}, {"x0.c21", 0x1.cp-2}, {"x0.p00", 0x1p+0},
  {"x0.p01", 0x0p+0}, {"x0.p10", 0x0p+0}, {"x0.p11", 0x1p+0}, {"x0.p20", 0x0p+0}, {"x0.p21", 0x0p+0},
  {"x1.c00", 0x1.0000000000001p-2}, {"x1.c01", 0x1p-2}, {"x1.c10", 0x1.b6af550368baap-2},
  {"x1.c11", 0x1.4844e82feb21ap-1}, {"x1.c20", 0x1.3333333333334p-4}, {"x1.c21", 0x1.3333333333334p-3},
  {"x1.p00", 0x1p+0}, {"x1.p01", 0x0p+0}, {"x1.p10", 0x0p+0}, {"x1.p11", 0x1p+0}, {"x1.p20", 0x0p+0},
  {"x1.p21", 0x0p+0}, {"x2.c00", 0x1.6a09e667f3bcdp-1}, {"x2.c01", 0x1.6a09e667f3bccp-1},
  {"x2.c10", -0x1.6a09e667f3bccp-1}, {"x2.c11", 0x1.6a09e667f3bcdp-1}, {"x2.c20", 0x0p+0}, {"x2.c21", 0x0p+0},
  {"x2.p00", 0x1.8dc42193d5c02p+0}, {"x2.p01", 0x1.49852f983efddp-1}, {"x2.p10", -0x1.49852f983efdcp-1},
  {"x2.p11", 0x1.8dc42193d5c02p+0}, {"x2.p20", 0x0p+0}, {"x2.p21", 0x0p+0}, {"x3.c00", 0x1.0000fba8826abp-1},
  {"x3.c01", 0x0p+0}, {"x3.c10", 0x1.73a380160a4e2p-54}, {"x3.c11", 0x1.50ea39fcbf167p+0}, {"x3.c20", 0x0p+0},
  {"x3.c21", 0x0p+0}, {"x3.p00", 0x1p+0}, {"x3.p01", 0x0p+0}, {"x3.p10", 0x0p+0}, {"x3.p11", 0x1p+0},
  {"x3.p20", 0x0p+0}, {"x3.p21", 0x0p+0}, {"x4.c00", 0x1.74db90f5e151ep-1}, {"x4.c01", 0x1.ae89f995ad3adp-2},
  {"x4.c10", -0x1.ae89f995ad3aap-2}, {"x4.c11", 0x1.74db90f5e151fp-1}, {"x4.c20", 0x0p+0}, {"x4.c21", 0x0p+0},
  {"x4.p00", 0x1.f6297cff75cbp-1}, {"x4.p01", 0x1.8f8b83c69a60ap-3}, {"x4.p10", -0x1.8f8b83c69a608p-3},
  {"x4.p11", 0x1.f6297cff75cbp-1}, {"x4.p20", 0x1p-2}, {"x4.p21", 0x0p+0}, {"x5.c00", -0x1.6a09e668072cbp-1},
  {"x5.c01", 0x1.6a09e667e04cfp-1}, {"x5.c10", -0x1.6a09e667e04cfp-1}, {"x5.c11", -0x1.6a09e668072cap-1},
  {"x5.c20", 0x0p+0}, {"x5.c21", 0x0p+0}, {"x5.p00", 0x1p+0}, {"x5.p01", 0x0p+0}, {"x5.p10", 0x0p+0},
  {"x5.p11", 0x1p+0}, {"x5.p20", 0x0p+0}, {"x5.p21", 0x0p+0},
};
static const expect log_0_5[] = {
  {"x0.c00", -0x1.bb67ae8584caap+0}, {"x0.c01", 0x1.e91a9fbe538a5p-53}, {"x0.c10", 0x1.e91a9fbe538a5p-54},
  {"x0.c11", -0x1.bb67ae8584caap+0}, {"x0.c20", 0x0p+0}, {"x0.c21", 0x1.4p-1}, {"x0.p00", 0x1p+0},
  {"x0.p01", 0x0p+0}, {"x0.p10", 0x0p+0}, {"x0.p11", 0x1p+0}, {"x0.p20", 0x0p+0}, {"x0.p21", 0x0p+0},
  {"x1.c00", 0x1.0000000000001p-1}, {"x1.c01", 0x1p-1}, {"x1.c10", 0x1.49852f983efdfp-2},
  {"x1.c11", 0x1.8dc42193d5c03p-1}, {"x1.c20", 0x1.999999999999ap-5}, {"x1.c21", 0x1.999999999999ap-4},
  {"x1.p00", 0x1p+0}, {"x1.p01", 0x0p+0}, {"x1.p10", 0x0p+0}, {"x1.p11", 0x1p+0}, {"x1.p20", 0x0p+0},
  {"x1.p21", 0x0p+0}, {"x2.c00", 0x1.1a62633145c07p-54}, {"x2.c01", 0x1p+0}, {"x2.c10", -0x1p+0},
  {"x2.c11", 0x1.1a62633145c07p-53}, {"x2.c20", 0x0p+0}, {"x2.c21", 0x0p+0}, {"x2.p00", 0x1.5db3d742c2655p+0},
  {"x2.p01", 0x1.76cf5d0b09954p-2}, {"x2.p10", -0x1.76cf5d0b09951p-2}, {"x2.p11", 0x1.5db3d742c2655p+0},
  {"x2.p20", 0x0p+0}, {"x2.p21", 0x0p+0}, {"x3.c00", 0x1.000053e2d6239p+0}, {"x3.c01", 0x0p+0},
  {"x3.c10", 0x1.e91a9fbe538a6p-54}, {"x3.c11", 0x1.bb67ae8584cabp+0}, {"x3.c20", 0x0p+0}, {"x3.c21", 0x0p+0},
  {"x3.p00", 0x1p+0}, {"x3.p01", 0x0p+0}, {"x3.p10", 0x0p+0}, {"x3.p11", 0x1p+0}, {"x3.p20", 0x0p+0},
  {"x3.p21", 0x0p+0}, {"x4.c00", 0x1.6a09e667f3bcdp-1}, {"x4.c01", 0x0p+0},
  {"x4.c10", -0x1.0633636fe5817p-53}, {"x4.c11", 0x1.6a09e667f3bcdp-1}, {"x4.c20", 0x0p+0},
  {"x4.c21", 0x0p+0}, {"x4.p00", 0x1.d906bcf328d46p-1}, {"x4.p01", 0x1.87de2a6aea963p-2},
  {"x4.p10", -0x1.87de2a6aea962p-2}, {"x4.p11", 0x1.d906bcf328d46p-1}, {"x4.p20", 0x1p-1}, {"x4.p21", 0x0p+0},
  {"x5.c00", -0x1p+0}, {"x5.c01", -0x1.b7cd72cece676p-36}, {"x5.c10", 0x1.b7cf2c36359b1p-36},
  {"x5.c11", -0x1p+0}, {"x5.c20", 0x0p+0}, {"x5.c21", 0x0p+0}, {"x5.p00", 0x1p+0}, {"x5.p01", 0x0p+0},
  {"x5.p10", 0x0p+0}, {"x5.p11", 0x1p+0}, {"x5.p20", 0x0p+0}, {"x5.p21", 0x0p+0},
};
static const expect log_1_5[] = {
  {"x0.c00", -0x1.387f91386f2d4p+2}, {"x0.c01", -0x1.c6f5d84f2acf5p+0}, {"x0.c10", 0x1.c6f5d84f2acf9p+0},
  {"x0.c11", -0x1.387f91386f2d4p+2}, {"x0.c20", -0x1p+0}, {"x0.c21", 0x1.6p+0}, {"x0.p00", 0x1p+0},
  {"x0.p01", 0x0p+0}, {"x0.p10", 0x0p+0}, {"x0.p11", 0x1p+0}, {"x0.p20", 0x0p+0}, {"x0.p21", 0x0p+0},
  {"x1.c00", 0x1.8000000000001p+0}, {"x1.c01", 0x1.8p+0}, {"x1.c10", -0x1.d203138f6c827p-2},
  {"x1.c11", 0x1.19435caffa9f8p+0}, {"x1.c20", -0x1.999999999999ap-5}, {"x1.c21", -0x1.999999999999ap-4},
  {"x1.p00", 0x1p+0}, {"x1.p01", 0x0p+0}, {"x1.p10", 0x0p+0}, {"x1.p11", 0x1p+0}, {"x1.p20", 0x0p+0},
  {"x1.p21", 0x0p+0}, {"x2.c00", -0x1.a79394c9e8a0ap-53}, {"x2.c01", -0x1p+0}, {"x2.c10", 0x1p+0},
  {"x2.c11", -0x1.1a62633145c07p-52}, {"x2.c20", 0x0p+0}, {"x2.c21", 0x0p+0},
  {"x2.p00", 0x1.5db3d742c2656p-1}, {"x2.p01", -0x1.76cf5d0b09955p-3}, {"x2.p10", 0x1.76cf5d0b09955p-3},
  {"x2.p11", 0x1.5db3d742c2656p-1}, {"x2.p20", 0x0p+0}, {"x2.p21", 0x0p+0}, {"x3.c00", 0x1.7fffd60e94ee4p+1},
  {"x3.c01", 0x0p+0}, {"x3.c10", 0x1.6ed3f7cebea7dp-52}, {"x3.c11", 0x1.4c8dc2e42398p+2}, {"x3.c20", 0x0p+0},
  {"x3.c21", 0x0p+0}, {"x3.p00", 0x1p+0}, {"x3.p01", 0x0p+0}, {"x3.p10", 0x0p+0}, {"x3.p11", 0x1p+0},
  {"x3.p20", 0x0p+0}, {"x3.p21", 0x0p+0}, {"x4.c00", -0x1.6a09e667f3bcap-3},
  {"x4.c01", -0x1.3988e1409212fp-2}, {"x4.c10", 0x1.3988e1409212fp-2}, {"x4.c11", -0x1.6a09e667f3bcbp-3},
  {"x4.c20", 0x0p+0}, {"x4.c21", 0x0p+0}, {"x4.p00", 0x1.87de2a6aea964p-2}, {"x4.p01", 0x1.d906bcf328d46p-1},
  {"x4.p10", -0x1.d906bcf328d46p-1}, {"x4.p11", 0x1.87de2a6aea965p-2}, {"x4.p20", 0x1.8p+0},
  {"x4.p21", 0x0p+0}, {"x5.c00", 0x1p+0}, {"x5.c01", 0x1.49dab9676733bp-34},
  {"x5.c10", -0x1.49d9a7c14100ap-34}, {"x5.c11", 0x1p+0}, {"x5.c20", 0x0p+0}, {"x5.c21", 0x0p+0},
  {"x5.p00", 0x1p+0}, {"x5.p01", 0x0p+0}, {"x5.p10", 0x0p+0}, {"x5.p11", 0x1p+0}, {"x5.p20", 0x0p+0},
  {"x5.p21", 0x0p+0},
};
static const expect pal_hsv_1[] = {
  {"palette_index", -1}, {"palette_interpolation", 0}, {"hsv_rgb_palette_blend", 0x0p+0},
  {"pal0.0", 0x1.2906b9d506b9fp-2}, {"pal0.1", 0x1.163f09963f099p-3}, {"pal0.2", 0x1.5adadadadadaep-1},
  {"pal0.3", 0x1p+0}, {"pal7.0", 0x1.1d631b355a64p-3}, {"pal7.1", 0x1.702488cc6f832p-1},
  {"pal7.2", 0x1.ad2d2d2d2d2d3p-1}, {"pal7.3", 0x1p+0}, {"pal100.0", 0x1.a115b7b3702e9p-2},
  {"pal100.1", 0x1.7af4b30597a13p-1}, {"pal100.2", 0x1.830303030303p-1}, {"pal100.3", 0x1p+0},
  {"pal128.0", 0x1.92c9fb83049d2p-2}, {"pal128.1", 0x1.79f9f9f9f9f9fp-1}, {"pal128.2", 0x1.2f1adf897b06cp-1},
  {"pal128.3", 0x1p+0}, {"pal200.0", 0x1.ce4e4e4e4e4e5p-1}, {"pal200.1", 0x1.b00ea9f81ad0cp-1},
  {"pal200.2", 0x1.213bc2a55698ap-1}, {"pal200.3", 0x1p+0}, {"pal255.0", 0x1.29541dab6808cp-1},
  {"pal255.1", 0x1.dc79616f0f792p-3}, {"pal255.2", 0x1.6cecececececep-1}, {"pal255.3", 0x1p+0},
};
static const expect pal_hsv_3[] = {
  {"palette_index", -1}, {"palette_interpolation", 0}, {"hsv_rgb_palette_blend", 0x0p+0},
  {"pal0.0", 0x1.dadadadadadaep-2}, {"pal0.1", 0x1.1db2175db2176p-2}, {"pal0.2", 0x1.97dc6af3dc6b1p-2},
  {"pal0.3", 0x1p+0}, {"pal7.0", 0x1.4568445163e8dp-2}, {"pal7.1", 0x1.57d7d7d7d7d7dp-1},
  {"pal7.2", 0x1.0be2903a60b43p-1}, {"pal7.3", 0x1p+0}, {"pal100.0", 0x1.2e7a20ed61434p-1},
  {"pal100.1", 0x1.9616161616162p-1}, {"pal100.2", 0x1.36ab4d4905c44p-2}, {"pal100.3", 0x1p+0},
  {"pal128.0", 0x1.90215863f75bcp-1}, {"pal128.1", 0x1.4ae67f4303d01p-1}, {"pal128.2", 0x1.a323232323232p-1},
  {"pal128.3", 0x1p+0}, {"pal200.0", 0x1.27c71e506866cp-1}, {"pal200.1", 0x1.c747474747474p-1},
  {"pal200.2", 0x1.477c8a4fb2364p-2}, {"pal200.3", 0x1p+0}, {"pal255.0", 0x1.0c5aced5a5dacp-2},
  {"pal255.1", 0x1.1b3c18aff1549p-2}, {"pal255.2", 0x1.aeaeaeaeaeaebp-2}, {"pal255.3", 0x1p+0},
};
static const expect pal_rgb_1[] = {
  {"palette_index", -1}, {"palette_interpolation", 2}, {"hsv_rgb_palette_blend", 0x0p+0},
  {"pal0.0", 0x1.6d6d6d6d6d6d7p-4}, {"pal0.1", 0x1.bfbfbfbfbfbfcp-3}, {"pal0.2", 0x1.52d2d2d2d2d2dp-1},
  {"pal0.3", 0x1.9595959595959p-4}, {"pal7.0", 0x1.9d9d9d9d9d9dap-4}, {"pal7.1", 0x1.0a8a8a8a8a8a9p-1},
  {"pal7.2", 0x1.9919191919192p-1}, {"pal7.3", 0x1.7373737373738p-3}, {"pal100.0", 0x1.169696969696ap-1},
  {"pal100.1", 0x1.0888888888889p-1}, {"pal100.2", 0x1.3abababababacp-1}, {"pal100.3", 0x1.1616161616161p-2},
  {"pal128.0", 0x1.2eaeaeaeaeaebp-1}, {"pal128.1", 0x1.70f0f0f0f0f0ep-1}, {"pal128.2", 0x1.a4a4a4a4a4a4ap-2},
  {"pal128.3", 0x1.33b3b3b3b3b3bp-1}, {"pal200.0", 0x1.7efefefefeffp-1}, {"pal200.1", 0x1.a121212121212p-1},
  {"pal200.2", 0x1.22a2a2a2a2a2ap-1}, {"pal200.3", 0x1.c6c6c6c6c6c6cp-2}, {"pal255.0", 0x1.64e4e4e4e4e4ep-1},
  {"pal255.1", 0x1.6767676767677p-3}, {"pal255.2", 0x1.48c8c8c8c8c8cp-1}, {"pal255.3", 0x1.ae2e2e2e2e2e3p-1},
};
static const expect pal_rgb_3[] = {
  {"palette_index", -1}, {"palette_interpolation", 2}, {"hsv_rgb_palette_blend", 0x0p+0},
  {"pal0.0", 0x1.1212121212121p-2}, {"pal0.1", 0x1.0e0e0e0e0e0e1p-2}, {"pal0.2", 0x1.aaaaaaaaaaaaap-2},
  {"pal0.3", 0x1.3030303030303p-2}, {"pal7.0", 0x1.1e1e1e1e1e1e2p-2}, {"pal7.1", 0x1.21a1a1a1a1a1ap-1},
  {"pal7.2", 0x1.1b9b9b9b9b9bap-1}, {"pal7.3", 0x1.8484848484848p-2}, {"pal100.0", 0x1.71f1f1f1f1f2p-1},
  {"pal100.1", 0x1.1f9f9f9f9f9fap-1}, {"pal100.2", 0x1.7a7a7a7a7a7a8p-2}, {"pal100.3", 0x1.e0e0e0e0e0e0ep-2},
  {"pal128.0", 0x1.8a0a0a0a0a0ap-1}, {"pal128.1", 0x1.880808080808p-1}, {"pal128.2", 0x1.55d5d5d5d5d5dp-1},
  {"pal128.3", 0x1.9919191919192p-1}, {"pal200.0", 0x1.b2b2b2b2b2b2cp-2}, {"pal200.1", 0x1.b838383838383p-1},
  {"pal200.2", 0x1.4a4a4a4a4a4a5p-2}, {"pal200.3", 0x1.48c8c8c8c8c8dp-1}, {"pal255.0", 0x1.7e7e7e7e7e7e8p-2},
  {"pal255.1", 0x1.c3c3c3c3c3c3cp-3}, {"pal255.2", 0x1.969696969696ap-2}, {"pal255.3", 0x1.129292929292ap-1},
};
static const expect pal_rgb_m2[] = {
  {"palette_index", -1}, {"palette_interpolation", 2}, {"hsv_rgb_palette_blend", 0x0p+0}, {"pal0.0", 0x0p+0},
  {"pal0.1", 0x1.3535353535354p-3}, {"pal0.2", 0x1p+0}, {"pal0.3", 0x0p+0}, {"pal7.0", 0x0p+0},
  {"pal7.1", 0x1.cfcfcfcfcfcfdp-2}, {"pal7.2", 0x1p+0}, {"pal7.3", 0x0p+0},
  {"pal100.0", 0x1.1b1b1b1b1b1b2p-2}, {"pal100.1", 0x1.cbcbcbcbcbcbdp-2}, {"pal100.2", 0x1.f6f6f6f6f6f7p-1},
  {"pal100.3", 0x0p+0}, {"pal128.0", 0x1.4b4b4b4b4b4b5p-2}, {"pal128.1", 0x1.4e4e4e4e4e4e4p-1},
  {"pal128.2", 0x1.a1a1a1a1a1a2p-6}, {"pal128.3", 0x1.3737373737373p-2}, {"pal200.0", 0x1p+0},
  {"pal200.1", 0x1.7e7e7e7e7e7e8p-1}, {"pal200.2", 0x1.dededededededp-1}, {"pal200.3", 0x1.2d2d2d2d2d2dp-3},
  {"pal255.0", 0x1p+0}, {"pal255.1", 0x1.b9b9b9b9b9b9dp-4}, {"pal255.2", 0x1p+0}, {"pal255.3", 0x1p+0},
};
static const expect pal_circ_1[] = {
  {"palette_index", -1}, {"palette_interpolation", 3}, {"hsv_rgb_palette_blend", 0x0p+0},
  {"pal0.0", 0x1.2906b9d506b9fp-2}, {"pal0.1", 0x1.163f09963f099p-3}, {"pal0.2", 0x1.5adadadadadaep-1},
  {"pal0.3", 0x1p+0}, {"pal7.0", 0x1.1d631b355a64p-3}, {"pal7.1", 0x1.702488cc6f832p-1},
  {"pal7.2", 0x1.ad2d2d2d2d2d3p-1}, {"pal7.3", 0x1p+0}, {"pal100.0", 0x1.31d53f6bc8eefp-1},
  {"pal100.1", 0x1.a115b7b3702e9p-2}, {"pal100.2", 0x1.830303030303p-1}, {"pal100.3", 0x1p+0},
  {"pal128.0", 0x1.6c8e964e3d177p-1}, {"pal128.1", 0x1.79f9f9f9f9f9fp-1}, {"pal128.2", 0x1.92c9fb83049d2p-2},
  {"pal128.3", 0x1p+0}, {"pal200.0", 0x1.ce4e4e4e4e4e5p-1}, {"pal200.1", 0x1.b00ea9f81ad0cp-1},
  {"pal200.2", 0x1.213bc2a55698ap-1}, {"pal200.3", 0x1p+0}, {"pal255.0", 0x1.29541dab6808cp-1},
  {"pal255.1", 0x1.dc79616f0f792p-3}, {"pal255.2", 0x1.6cecececececep-1}, {"pal255.3", 0x1p+0},
};
static const expect pal_circ_3[] = {
  {"palette_index", -1}, {"palette_interpolation", 3}, {"hsv_rgb_palette_blend", 0x0p+0},
  {"pal0.0", 0x1.dadadadadadaep-2}, {"pal0.1", 0x1.1db2175db2176p-2}, {"pal0.2", 0x1.97dc6af3dc6b1p-2},
  {"pal0.3", 0x1p+0}, {"pal7.0", 0x1.4568445163e8dp-2}, {"pal7.1", 0x1.57d7d7d7d7d7dp-1},
  {"pal7.2", 0x1.0be2903a60b43p-1}, {"pal7.3", 0x1p+0}, {"pal100.0", 0x1.9616161616162p-1},
  {"pal100.1", 0x1.36ab4d4905c44p-2}, {"pal100.2", 0x1.6233d2692f528p-2}, {"pal100.3", 0x1p+0},
  {"pal128.0", 0x1.a323232323232p-1}, {"pal128.1", 0x1.64030673e7b24p-1}, {"pal128.2", 0x1.4ae67f4303d01p-1},
  {"pal128.3", 0x1p+0}, {"pal200.0", 0x1.27c71e506866cp-1}, {"pal200.1", 0x1.c747474747474p-1},
  {"pal200.2", 0x1.477c8a4fb2364p-2}, {"pal200.3", 0x1p+0}, {"pal255.0", 0x1.0c5aced5a5dacp-2},
  {"pal255.1", 0x1.1b3c18aff1549p-2}, {"pal255.2", 0x1.aeaeaeaeaeaebp-2}, {"pal255.3", 0x1p+0},
};
static const expect pal_circ_6[] = {
  {"palette_index", -1}, {"palette_interpolation", 3}, {"hsv_rgb_palette_blend", 0x0p+0},
  {"pal0.0", 0x1.2525252525252p-3}, {"pal0.1", 0x1.27a0d467a0d47p-3}, {"pal0.2", 0x1.60bd9360bd935p-3},
  {"pal0.3", 0x1p+0}, {"pal7.0", 0x1.9bbf2331408bep-2}, {"pal7.1", 0x1.afafafafafafbp-2},
  {"pal7.2", 0x1.9307976319057p-2}, {"pal7.3", 0x1p+0}, {"pal100.0", 0x1.34cc945ff58cap-3},
  {"pal100.1", 0x1.b2b2b2b2b2b2cp-1}, {"pal100.2", 0x1.015c4c6e88959p-3}, {"pal100.3", 0x1p+0},
  {"pal128.0", 0x1.e0e0e0e0e0e0dp-1}, {"pal128.1", 0x1p+0}, {"pal128.2", 0x1.e90e991129cedp-1},
  {"pal128.3", 0x1p+0}, {"pal200.0", 0x0p+0}, {"pal200.1", 0x1.bcbcbcbcbcbccp-1},
  {"pal200.2", 0x1.11ae83376d90fp-1}, {"pal200.3", 0x1p+0}, {"pal255.0", 0x0p+0}, {"pal255.1", 0x0p+0},
  {"pal255.2", 0x0p+0}, {"pal255.3", 0x1p+0},
};
static const expect pal_circ_blend_1[] = {
  {"palette_index", -1}, {"palette_interpolation", 3}, {"hsv_rgb_palette_blend", 0x1.8p-2},
  {"pal0.0", 0x1.b7ccecceccecfp-3}, {"pal0.1", 0x1.55cf4de5cf4dep-3}, {"pal0.2", 0x1.57d7d7d7d7d7ep-1},
  {"pal0.3", 0x1.9595959595959p-4}, {"pal7.0", 0x1.ffd6fd1dcc182p-4}, {"pal7.1", 0x1.4a0ac973b9a5ep-1},
  {"pal7.2", 0x1.a5a5a5a5a5a5bp-1}, {"pal7.3", 0x1.7373737373738p-3}, {"pal100.0", 0x1.279dc01bd60ddp-1},
  {"pal100.1", 0x1.cb13f9368c839p-2}, {"pal100.2", 0x1.67e7e7e7e7e7ep-1}, {"pal100.3", 0x1.1616161616161p-2},
  {"pal128.0", 0x1.555a9f7267b02p-1}, {"pal128.1", 0x1.7696969696968p-1}, {"pal128.2", 0x1.997bfaefa09ffp-2},
  {"pal128.3", 0x1.33b3b3b3b3b3bp-1}, {"pal200.0", 0x1.b090909090909p-1}, {"pal200.1", 0x1.aa7596a77d2efp-1},
  {"pal200.2", 0x1.21c256a4531c6p-1}, {"pal200.3", 0x1.c6c6c6c6c6c6cp-2}, {"pal255.0", 0x1.3faa6860f6db4p-1},
  {"pal255.1", 0x1.b092a3ac30728p-3}, {"pal255.2", 0x1.5f5f5f5f5f5f6p-1}, {"pal255.3", 0x1.ae2e2e2e2e2e3p-1},
};
static const expect pal_circ_blend_3[] = {
  {"palette_index", -1}, {"palette_interpolation", 3}, {"hsv_rgb_palette_blend", 0x1.8p-2},
  {"pal0.0", 0x1.8f8f8f8f8f8fap-2}, {"pal0.1", 0x1.17d493dfd493ep-2}, {"pal0.2", 0x1.9ee9c2d869c2ep-2},
  {"pal0.3", 0x1.3030303030303p-2}, {"pal7.0", 0x1.36ac75fe29bcdp-2}, {"pal7.1", 0x1.4383838383838p-1},
  {"pal7.2", 0x1.11c7f47ed6cbp-1}, {"pal7.3", 0x1.8484848484848p-2}, {"pal100.0", 0x1.8888888888889p-1},
  {"pal100.1", 0x1.99e2c8055b526p-2}, {"pal100.2", 0x1.6b4e516fab818p-2}, {"pal100.3", 0x1.e0e0e0e0e0e0ep-2},
  {"pal128.0", 0x1.99b9b9b9b9b9bp-1}, {"pal128.1", 0x1.7184e70b73d26p-1}, {"pal128.2", 0x1.4f003fba12924p-1},
  {"pal128.3", 0x1.9919191919192p-1}, {"pal200.0", 0x1.0a5df473c2c1cp-1}, {"pal200.1", 0x1.c1a1a1a1a1a19p-1},
  {"pal200.2", 0x1.4889b24dab3dcp-2}, {"pal200.3", 0x1.48c8c8c8c8c8dp-1}, {"pal255.0", 0x1.372830b4f7182p-2},
  {"pal255.1", 0x1.05ba4422ab899p-2}, {"pal255.2", 0x1.a5a5a5a5a5a5bp-2}, {"pal255.3", 0x1.129292929292ap-1},
};
static const expect pal_sweep_1[] = {
  {"pal0.0", 0x0p+0}, {"pal0.1", 0x1.9191919191919p-3}, {"pal0.2", 0x1.9191919191919p-1}, {"pal0.3", 0x1p+0},
  {"pal1.0", 0x1.2929292929293p-3}, {"pal1.1", 0x1.e9e9e9e9e9e9fp-3}, {"pal1.2", 0x1.9b9b9b9b9b9bap-1},
  {"pal1.3", 0x1p+0}, {"pal63.0", 0x1.b1b1b1b1b1b1bp-4}, {"pal63.1", 0x1.cfcfcfcfcfcfdp-1},
  {"pal63.2", 0x1.8181818181818p-7}, {"pal63.3", 0x1p+0}, {"pal64.0", 0x1.010101010101p-2},
  {"pal64.1", 0x1.e5e5e5e5e5e5ep-1}, {"pal64.2", 0x1.010101010101p-5}, {"pal64.3", 0x1p+0},
  {"pal65.0", 0x1.9595959595959p-2}, {"pal65.1", 0x1.fbfbfbfbfbfcp-1}, {"pal65.2", 0x1.a1a1a1a1a1a1ap-5},
  {"pal65.3", 0x1p+0}, {"pal127.0", 0x1.6d6d6d6d6d6d7p-2}, {"pal127.1", 0x1.4f4f4f4f4f4f5p-1},
  {"pal127.2", 0x1.0d0d0d0d0d0d1p-2}, {"pal127.3", 0x1p+0}, {"pal128.0", 0x1.010101010101p-1},
  {"pal128.1", 0x1.6565656565656p-1}, {"pal128.2", 0x1.2121212121212p-2}, {"pal128.3", 0x1p+0},
  {"pal191.0", 0x1.3737373737373p-1}, {"pal191.1", 0x1.9d9d9d9d9d9dap-2}, {"pal191.2", 0x1.070707070707p-1},
  {"pal191.3", 0x1p+0}, {"pal192.0", 0x1.b1b1b1b1b1b1bp-4}, {"pal192.1", 0x1.1313131313131p-1},
  {"pal192.2", 0x1.6161616161616p-5}, {"pal192.3", 0x1p+0}, {"pal193.0", 0x1.010101010101p-2},
  {"pal193.1", 0x1.2929292929293p-1}, {"pal193.2", 0x1.010101010101p-4}, {"pal193.3", 0x1p+0},
  {"pal255.0", 0x1.b1b1b1b1b1b1bp-3}, {"pal255.1", 0x1.f1f1f1f1f1f1fp-3}, {"pal255.2", 0x1.1919191919192p-2},
  {"pal255.3", 0x1p+0},
};
static const expect pal_sweep_3[] = {
  {"pal0.0", 0x0p+0}, {"pal0.1", 0x1.9191919191919p-3}, {"pal0.2", 0x1.9191919191919p-1}, {"pal0.3", 0x1p+0},
  {"pal1.0", 0x1.2929292929293p-3}, {"pal1.1", 0x1.e9e9e9e9e9e9fp-3}, {"pal1.2", 0x1.9b9b9b9b9b9bap-1},
  {"pal1.3", 0x1p+0}, {"pal63.0", 0x1.b1b1b1b1b1b1bp-4}, {"pal63.1", 0x1.cfcfcfcfcfcfdp-1},
  {"pal63.2", 0x1.8181818181818p-7}, {"pal63.3", 0x1p+0}, {"pal64.0", 0x1.3737373737373p-1},
  {"pal64.1", 0x1.2121212121212p-5}, {"pal64.2", 0x1.1717171717171p-1}, {"pal64.3", 0x1p+0},
  {"pal65.0", 0x1.8181818181818p-1}, {"pal65.1", 0x1.4141414141414p-4}, {"pal65.2", 0x1.2121212121212p-1},
  {"pal65.3", 0x1p+0}, {"pal127.0", 0x1.6d6d6d6d6d6d7p-1}, {"pal127.1", 0x1.7d7d7d7d7d7d8p-1},
  {"pal127.2", 0x1.8d8d8d8d8d8d9p-1}, {"pal127.3", 0x1p+0}, {"pal128.0", 0x1.b7b7b7b7b7b7bp-1},
  {"pal128.1", 0x1.9393939393939p-1}, {"pal128.2", 0x1.9797979797979p-1}, {"pal128.3", 0x1p+0},
  {"pal191.0", 0x1.ededededededfp-1}, {"pal191.1", 0x1.f9f9f9f9f9fap-2}, {"pal191.2", 0x1.8181818181818p-6},
  {"pal191.3", 0x1p+0}, {"pal192.0", 0x1.b1b1b1b1b1b1bp-4}, {"pal192.1", 0x1.1313131313131p-1},
  {"pal192.2", 0x1.6161616161616p-5}, {"pal192.3", 0x1p+0}, {"pal193.0", 0x1.010101010101p-2},
  {"pal193.1", 0x1.2929292929293p-1}, {"pal193.2", 0x1.010101010101p-4}, {"pal193.3", 0x1p+0},
  {"pal255.0", 0x1.b1b1b1b1b1b1bp-3}, {"pal255.1", 0x1.f1f1f1f1f1f1fp-3}, {"pal255.2", 0x1.1919191919192p-2},
  {"pal255.3", 0x1p+0},
};
static const expect pad_log_0[] = {
  {"num_xforms", 7}, {"x0.weight", 0x1p+0}, {"x0.color", 0x1.999999999999ap-3}, {"x0.c20", 0x1p-1},
  {"x1.weight", 0x1p+0}, {"x1.color", 0x1.6666666666666p-1}, {"x2.weight", 0x0p+0}, {"x2.color", 0x0p+0},
  {"x2.color_speed", 0x1p-1}, {"x2.animate", 0x1p+0}, {"x2.c00", -0x1p+0}, {"x2.c01", 0x1.1a62633145c07p-53},
  {"x2.c10", 0x1.1a62633145c07p-54}, {"x2.c11", -0x1p+0}, {"x2.linear", -0x1p+0}, {"x2.julian_power", 0x1p+0},
  {"x2.julian_dist", 0x1p+0}, {"x2.rectangles_x", 0x1p+0}, {"x2.rectangles_y", 0x1p+0}, {"x3.weight", 0x0p+0},
  {"x3.color", 0x1p+0}, {"x3.color_speed", 0x1p-1}, {"x3.animate", 0x1p+0}, {"x3.c00", 0x1p+0},
  {"x3.c10", 0x1.1a62633145c07p-54}, {"x3.c11", 0x1p+0}, {"x3.fan2", 0x1p-1}, {"x3.rectangles", 0x1p-1},
  {"x3.julian_power", 0x1p+0}, {"x3.julian_dist", 0x1p+0}, {"x4.weight", 0x0p+0}, {"x4.color", 0x0p+0},
  {"x4.color_speed", 0x1p-1}, {"x4.animate", 0x1p+0}, {"x4.c00", 0x1.1a62633145c07p-54}, {"x4.c01", 0x1p+0},
  {"x4.c10", 0x1p+0}, {"x4.fan", 0x1p+0}, {"x4.julian_power", 0x1p+0}, {"x4.julian_dist", 0x1p+0},
  {"x4.rectangles_x", 0x1p+0}, {"x4.rectangles_y", 0x1p+0}, {"x5.weight", 0x0p+0}, {"x5.color", 0x1p+0},
  {"x5.color_speed", 0x1p-1}, {"x5.animate", 0x1p+0}, {"x5.c00", -0x1p+0}, {"x5.c01", 0x1.1a62633145c07p-53},
  {"x5.c10", 0x1.1a62633145c07p-54}, {"x5.c11", -0x1p+0}, {"x5.linear", -0x1p+0},
  {"x5.julian_power", 0x1.4p+2}, {"x5.julian_dist", 0x1p-1}, {"x5.rectangles_x", 0x1p+0},
  {"x5.rectangles_y", 0x1p+0}, {"x6.weight", 0x0p+0}, {"x6.color", 0x0p+0}, {"x6.color_speed", 0x1p-1},
  {"x6.animate", 0x1p+0}, {"x6.c00", 0x1p+0}, {"x6.c10", 0x1.1a62633145c07p-54}, {"x6.c11", 0x1p+0},
  {"x6.linear", 0x1p+0}, {"x6.julian_power", 0x1p+0}, {"x6.julian_dist", 0x1p+0}, {"x6.rectangles_x", 0x1p+0},
  {"x6.rectangles_y", 0x1p+0}, {"has_final", 1}, {"fx.weight", 0x0p+0}, {"fx.color", 0x1p+0},
  {"fx.color_speed", 0x0p+0}, {"fx.animate", 0x0p+0}, {"fx.c00", -0x1p+0}, {"fx.c01", 0x1.1a62633145c07p-53},
  {"fx.c10", 0x1.1a62633145c07p-54}, {"fx.c11", -0x1p+0}, {"fx.linear", -0x1p+0}, {"fx.julian_power", 0x1p+0},
  {"fx.julian_dist", 0x1p+0}, {"fx.rectangles_x", 0x1p+0}, {"fx.rectangles_y", 0x1p+0}, {"chaos0_0", 0x1p+0},
  {"chaos0_1", 0x1p+0}, {"chaos0_5", 0x1p+0}, {"chaos0_6", 0x1p+0}, {"chaos1_0", 0x1p+0},
  {"chaos1_1", 0x1p+0}, {"chaos1_5", 0x1p+0}, {"chaos1_6", 0x1p+0}, {"chaos5_0", 0x1p+0},
  {"chaos5_1", 0x1p+0}, {"chaos5_5", 0x1p+0}, {"chaos5_6", 0x1p+0}, {"chaos6_0", 0x1p+0},
  {"chaos6_1", 0x1p+0}, {"chaos6_5", 0x1p+0}, {"chaos6_6", 0x1p+0},
};
static const expect pad_log_0_25[] = {
  {"num_xforms", 7}, {"x0.weight", 0x1p+0}, {"x0.color", 0x1p-2}, {"x0.c20", 0x1p-2}, {"x1.weight", 0x1p+0},
  {"x1.color", 0x1.7ffffffffffffp-1}, {"x2.weight", 0x1p-3}, {"x2.color", 0x1.3333333333333p-4},
  {"x2.color_speed", 0x1p-1}, {"x2.animate", 0x1p+0}, {"x2.c00", -0x1.618e9a50c5aeep-1},
  {"x2.c01", 0x1.4c3adb8bd4eedp-1}, {"x2.c10", -0x1.4c3adb8bd4eedp-1}, {"x2.c11", -0x1.618e9a50c5aefp-1},
  {"x2.c20", 0x1.999999999999ap-5}, {"x2.c21", 0x1.3333333333333p-4}, {"x2.linear", -0x1.599999999999ap-1},
  {"x2.spherical", 0x1.6666666666666p-3}, {"x2.julian_power", 0x1p+0}, {"x2.julian_dist", 0x1p+0},
  {"x2.rectangles_x", 0x1p+0}, {"x2.rectangles_y", 0x1p+0}, {"x3.weight", 0x1p-3},
  {"x3.color", 0x1.ccccccccccccdp-1}, {"x3.color_speed", 0x1p-1}, {"x3.animate", 0x1p+0},
  {"x3.c00", 0x1.f2b09e7a28003p-1}, {"x3.c10", 0x1.130b1bb4c1e5dp-54}, {"x3.c11", 0x1.f2b09e7a28003p-1},
  {"x3.fan2", 0x1p-1}, {"x3.rectangles", 0x1p-1}, {"x3.fan2_x", 0x1.999999999999ap-5},
  {"x3.fan2_y", 0x1.999999999999ap-4}, {"x3.julian_power", 0x1p+0}, {"x3.julian_dist", 0x1p+0},
  {"x3.rectangles_x", 0x1.3333333333333p-4}, {"x3.rectangles_y", 0x1.3333333333333p-3}, {"x4.weight", 0x1p-3},
  {"x4.color", 0x1p-3}, {"x4.color_speed", 0x1p-1}, {"x4.animate", 0x1p+0}, {"x4.c00", 0x1.2c584004ec29fp-2},
  {"x4.c01", 0x1.c07677f82c642p-1}, {"x4.c10", 0x1.c07677f82c642p-1}, {"x4.c11", 0x1.2c584004ec29fp-2},
  {"x4.fan", 0x1p+0}, {"x4.julian_power", 0x1p+0}, {"x4.julian_dist", 0x1p+0}, {"x4.rectangles_x", 0x1p+0},
  {"x4.rectangles_y", 0x1p+0}, {"x5.weight", 0x1p-3}, {"x5.color", 0x1.cp-1}, {"x5.color_speed", 0x1p-1},
  {"x5.animate", 0x1p+0}, {"x5.c00", -0x1.4b2751f43e144p-1}, {"x5.c01", -0x1.4b2751f43e142p-1},
  {"x5.c10", 0x1.4b2751f43e143p-1}, {"x5.c11", -0x1.4b2751f43e142p-1}, {"x5.linear", -0x1.4p-1},
  {"x5.julian", 0x1p-2}, {"x5.julian_power", 0x1.4p+2}, {"x5.julian_dist", 0x1p-1},
  {"x5.rectangles_x", 0x1p+0}, {"x5.rectangles_y", 0x1p+0}, {"x6.weight", 0x1p-3}, {"x6.color", 0x1p-3},
  {"x6.color_speed", 0x1p-1}, {"x6.animate", 0x1p+0}, {"x6.c00", 0x1.c29e016cb4eedp-1},
  {"x6.c10", 0x1.f10f3ca8207efp-55}, {"x6.c11", 0x1.c29e016cb4eedp-1}, {"x6.linear", 0x1.8p-1},
  {"x6.swirl", 0x1p-2}, {"x6.julian_power", 0x1p+0}, {"x6.julian_dist", 0x1p+0}, {"x6.rectangles_x", 0x1p+0},
  {"x6.rectangles_y", 0x1p+0}, {"has_final", 1}, {"fx.weight", 0x0p+0}, {"fx.color", 0x1.cp-1},
  {"fx.color_speed", 0x1p-3}, {"fx.animate", 0x1p-2}, {"fx.c00", -0x1.6a09e667f3bcep-1},
  {"fx.c01", -0x1.6a09e667f3bccp-1}, {"fx.c10", 0x1.6a09e667f3bcdp-1}, {"fx.c11", -0x1.6a09e667f3bccp-1},
  {"fx.linear", -0x1.8p-1}, {"fx.spherical", 0x1p-2}, {"fx.julian_power", 0x1p+0}, {"fx.julian_dist", 0x1p+0},
  {"fx.rectangles_x", 0x1p+0}, {"fx.rectangles_y", 0x1p+0}, {"chaos0_0", 0x1p+0}, {"chaos0_1", 0x1p+0},
  {"chaos0_5", 0x1p+0}, {"chaos0_6", 0x1p+0}, {"chaos1_0", 0x1p+0}, {"chaos1_1", 0x1p+0},
  {"chaos1_5", 0x1p+0}, {"chaos1_6", 0x1p+0}, {"chaos5_0", 0x1p+0}, {"chaos5_1", 0x1p+0},
  {"chaos5_5", 0x1p+0}, {"chaos5_6", 0x1p+0}, {"chaos6_0", 0x1p+0}, {"chaos6_1", 0x1p+0},
  {"chaos6_5", 0x1p+0}, {"chaos6_6", 0x1p+0},
};
static const expect pad_linear_0[] = {
  {"num_xforms", 7}, {"x0.weight", 0x1p+0}, {"x0.color", 0x1.999999999999ap-3}, {"x0.c20", 0x1p-1},
  {"x1.weight", 0x1p+0}, {"x1.color", 0x1.6666666666666p-1}, {"x2.weight", 0x0p+0}, {"x2.color", 0x0p+0},
  {"x2.color_speed", 0x1p-1}, {"x2.animate", 0x1p+0}, {"x2.c00", 0x1p+0}, {"x2.c11", 0x1p+0},
  {"x2.linear", 0x1p+0}, {"x2.julian_power", 0x1p+0}, {"x2.julian_dist", 0x1p+0}, {"x2.rectangles_x", 0x1p+0},
  {"x2.rectangles_y", 0x1p+0}, {"x3.weight", 0x0p+0}, {"x3.color", 0x1p+0}, {"x3.color_speed", 0x1p-1},
  {"x3.animate", 0x1p+0}, {"x3.c00", 0x1p+0}, {"x3.c11", 0x1p+0}, {"x3.fan2", 0x1p-1},
  {"x3.rectangles", 0x1p-1}, {"x3.julian_power", 0x1p+0}, {"x3.julian_dist", 0x1p+0}, {"x4.weight", 0x0p+0},
  {"x4.color", 0x0p+0}, {"x4.color_speed", 0x1p-1}, {"x4.animate", 0x1p+0}, {"x4.c01", 0x1p+0},
  {"x4.c10", 0x1p+0}, {"x4.fan", 0x1p+0}, {"x4.julian_power", 0x1p+0}, {"x4.julian_dist", 0x1p+0},
  {"x4.rectangles_x", 0x1p+0}, {"x4.rectangles_y", 0x1p+0}, {"x5.weight", 0x0p+0}, {"x5.color", 0x1p+0},
  {"x5.color_speed", 0x1p-1}, {"x5.animate", 0x1p+0}, {"x5.c00", 0x1p+0}, {"x5.c11", 0x1p+0},
  {"x5.linear", 0x1p+0}, {"x5.julian_power", 0x1.4p+2}, {"x5.julian_dist", 0x1p-1},
  {"x5.rectangles_x", 0x1p+0}, {"x5.rectangles_y", 0x1p+0}, {"x6.weight", 0x0p+0}, {"x6.color", 0x0p+0},
  {"x6.color_speed", 0x1p-1}, {"x6.animate", 0x1p+0}, {"x6.c00", 0x1p+0}, {"x6.c11", 0x1p+0},
  {"x6.linear", 0x1p+0}, {"x6.julian_power", 0x1p+0}, {"x6.julian_dist", 0x1p+0}, {"x6.rectangles_x", 0x1p+0},
  {"x6.rectangles_y", 0x1p+0}, {"has_final", 1}, {"fx.weight", 0x0p+0}, {"fx.color", 0x1p+0},
  {"fx.color_speed", 0x0p+0}, {"fx.animate", 0x0p+0}, {"fx.c00", 0x1p+0}, {"fx.c11", 0x1p+0},
  {"fx.linear", 0x1p+0}, {"fx.julian_power", 0x1p+0}, {"fx.julian_dist", 0x1p+0}, {"fx.rectangles_x", 0x1p+0},
  {"fx.rectangles_y", 0x1p+0}, {"chaos0_0", 0x1p+0}, {"chaos0_1", 0x1p+0}, {"chaos0_5", 0x1p+0},
  {"chaos0_6", 0x1p+0}, {"chaos1_0", 0x1p+0}, {"chaos1_1", 0x1p+0}, {"chaos1_5", 0x1p+0},
  {"chaos1_6", 0x1p+0}, {"chaos5_0", 0x1p+0}, {"chaos5_1", 0x1p+0}, {"chaos5_5", 0x1p+0},
  {"chaos5_6", 0x1p+0}, {"chaos6_0", 0x1p+0}, {"chaos6_1", 0x1p+0}, {"chaos6_5", 0x1p+0},
  {"chaos6_6", 0x1p+0},
};
static const expect pad_old_0[] = {
  {"num_xforms", 7}, {"x0.weight", 0x1p+0}, {"x0.color", 0x1.999999999999ap-3}, {"x0.c20", 0x1p-1},
  {"x1.weight", 0x1p+0}, {"x1.color", 0x1.6666666666666p-1}, {"x2.weight", 0x0p+0}, {"x2.color", 0x0p+0},
  {"x2.color_speed", 0x1p-1}, {"x2.animate", 0x1p+0}, {"x2.c00", 0x1p+0}, {"x2.c11", 0x1p+0},
  {"x2.linear", 0x1p+0}, {"x2.julian_power", 0x1p+0}, {"x2.julian_dist", 0x1p+0}, {"x2.rectangles_x", 0x1p+0},
  {"x2.rectangles_y", 0x1p+0}, {"x3.weight", 0x0p+0}, {"x3.color", 0x1p+0}, {"x3.color_speed", 0x1p-1},
  {"x3.animate", 0x1p+0}, {"x3.c00", 0x1p+0}, {"x3.c11", 0x1p+0}, {"x3.linear", 0x1p+0},
  {"x3.julian_power", 0x1p+0}, {"x3.julian_dist", 0x1p+0}, {"x3.rectangles_x", 0x1p+0},
  {"x3.rectangles_y", 0x1p+0}, {"x4.weight", 0x0p+0}, {"x4.color", 0x0p+0}, {"x4.color_speed", 0x1p-1},
  {"x4.animate", 0x1p+0}, {"x4.c00", 0x1p+0}, {"x4.c11", 0x1p+0}, {"x4.linear", 0x1p+0},
  {"x4.julian_power", 0x1p+0}, {"x4.julian_dist", 0x1p+0}, {"x4.rectangles_x", 0x1p+0},
  {"x4.rectangles_y", 0x1p+0}, {"x5.weight", 0x0p+0}, {"x5.color", 0x1p+0}, {"x5.color_speed", 0x1p-1},
  {"x5.animate", 0x1p+0}, {"x5.c00", 0x1p+0}, {"x5.c11", 0x1p+0}, {"x5.linear", 0x1p+0},
  {"x5.julian_power", 0x1p+0}, {"x5.julian_dist", 0x1p+0}, {"x5.rectangles_x", 0x1p+0},
  {"x5.rectangles_y", 0x1p+0}, {"x6.weight", 0x0p+0}, {"x6.color", 0x0p+0}, {"x6.color_speed", 0x1p-1},
  {"x6.animate", 0x1p+0}, {"x6.c00", 0x1p+0}, {"x6.c11", 0x1p+0}, {"x6.linear", 0x1p+0},
  {"x6.julian_power", 0x1p+0}, {"x6.julian_dist", 0x1p+0}, {"x6.rectangles_x", 0x1p+0},
  {"x6.rectangles_y", 0x1p+0}, {"has_final", 1}, {"fx.weight", 0x0p+0}, {"fx.color", 0x1p+0},
  {"fx.color_speed", 0x0p+0}, {"fx.animate", 0x0p+0}, {"fx.c00", 0x1p+0}, {"fx.c11", 0x1p+0},
  {"fx.linear", 0x1p+0}, {"fx.julian_power", 0x1p+0}, {"fx.julian_dist", 0x1p+0}, {"fx.rectangles_x", 0x1p+0},
  {"fx.rectangles_y", 0x1p+0}, {"chaos0_0", 0x1p+0}, {"chaos0_1", 0x1p+0}, {"chaos0_5", 0x1p+0},
  {"chaos0_6", 0x1p+0}, {"chaos1_0", 0x1p+0}, {"chaos1_1", 0x1p+0}, {"chaos1_5", 0x1p+0},
  {"chaos1_6", 0x1p+0}, {"chaos5_0", 0x1p+0}, {"chaos5_1", 0x1p+0}, {"chaos5_5", 0x1p+0},
  {"chaos5_6", 0x1p+0}, {"chaos6_0", 0x1p+0}, {"chaos6_1", 0x1p+0}, {"chaos6_5", 0x1p+0},
  {"chaos6_6", 0x1p+0},
};
static const expect pad_older_0_25[] = {
  {"num_xforms", 7}, {"x0.weight", 0x1p+0}, {"x0.color", 0x1p-2}, {"x0.c20", 0x1p-2}, {"x1.weight", 0x1p+0},
  {"x1.color", 0x1.7ffffffffffffp-1}, {"x2.weight", 0x1p-3}, {"x2.color", 0x1.3333333333333p-4},
  {"x2.color_speed", 0x1p-1}, {"x2.animate", 0x1p+0}, {"x2.c00", 0x1.e666666666666p-1},
  {"x2.c01", 0x1.999999999999ap-6}, {"x2.c10", -0x1.999999999999ap-6}, {"x2.c11", 0x1.e666666666666p-1},
  {"x2.c20", 0x1.999999999999ap-5}, {"x2.c21", 0x1.3333333333333p-4}, {"x2.linear", 0x1.a666666666666p-1},
  {"x2.spherical", 0x1.6666666666666p-3}, {"x2.julian_power", 0x1p+0}, {"x2.julian_dist", 0x1p+0},
  {"x2.rectangles_x", 0x1p+0}, {"x2.rectangles_y", 0x1p+0}, {"x3.weight", 0x1p-3},
  {"x3.color", 0x1.ccccccccccccdp-1}, {"x3.color_speed", 0x1p-1}, {"x3.animate", 0x1p+0},
  {"x3.c00", 0x1.f333333333333p-1}, {"x3.c11", 0x1.f333333333333p-1}, {"x3.linear", 0x1.8p-1},
  {"x3.fan2", 0x1p-3}, {"x3.rectangles", 0x1p-3}, {"x3.fan2_x", 0x1.999999999999ap-5},
  {"x3.fan2_y", 0x1.999999999999ap-4}, {"x3.julian_power", 0x1p+0}, {"x3.julian_dist", 0x1p+0},
  {"x3.rectangles_x", 0x1.a666666666666p-1}, {"x3.rectangles_y", 0x1.ccccccccccccdp-1}, {"x4.weight", 0x1p-3},
  {"x4.color", 0x1p-3}, {"x4.color_speed", 0x1p-1}, {"x4.animate", 0x1p+0}, {"x4.c00", 0x1.d99999999999ap-1},
  {"x4.c01", 0x1.999999999999ap-5}, {"x4.c10", 0x1.999999999999ap-5}, {"x4.c11", 0x1.d99999999999ap-1},
  {"x4.linear", 0x1.8p-1}, {"x4.fan", 0x1p-2}, {"x4.julian_power", 0x1p+0}, {"x4.julian_dist", 0x1p+0},
  {"x4.rectangles_x", 0x1p+0}, {"x4.rectangles_y", 0x1p+0}, {"x5.weight", 0x1p-3}, {"x5.color", 0x1.cp-1},
  {"x5.color_speed", 0x1p-1}, {"x5.animate", 0x1p+0}, {"x5.c00", 0x1.d99999999999ap-1},
  {"x5.c11", 0x1.d99999999999ap-1}, {"x5.linear", 0x1.cp-1}, {"x5.julian", 0x1p-2},
  {"x5.julian_power", 0x1p+1}, {"x5.julian_dist", 0x1.cp-1}, {"x5.rectangles_x", 0x1p+0},
  {"x5.rectangles_y", 0x1p+0}, {"x6.weight", 0x1p-3}, {"x6.color", 0x1p-3}, {"x6.color_speed", 0x1p-1},
  {"x6.animate", 0x1p+0}, {"x6.c00", 0x1.ccccccccccccdp-1}, {"x6.c11", 0x1.ccccccccccccdp-1},
  {"x6.linear", 0x1.8p-1}, {"x6.swirl", 0x1p-2}, {"x6.julian_power", 0x1p+0}, {"x6.julian_dist", 0x1p+0},
  {"x6.rectangles_x", 0x1p+0}, {"x6.rectangles_y", 0x1p+0}, {"has_final", 1}, {"fx.weight", 0x0p+0},
  {"fx.color", 0x1.cp-1}, {"fx.color_speed", 0x1p-3}, {"fx.animate", 0x1p-2}, {"fx.c00", 0x1p+0},
  {"fx.c11", 0x1p+0}, {"fx.linear", 0x1.8p-1}, {"fx.spherical", 0x1p-2}, {"fx.julian_power", 0x1p+0},
  {"fx.julian_dist", 0x1p+0}, {"fx.rectangles_x", 0x1p+0}, {"fx.rectangles_y", 0x1p+0}, {"chaos0_0", 0x1p+0},
  {"chaos0_1", 0x1p+0}, {"chaos0_5", 0x1p+0}, {"chaos0_6", 0x1p+0}, {"chaos1_0", 0x1p+0},
  {"chaos1_1", 0x1p+0}, {"chaos1_5", 0x1p+0}, {"chaos1_6", 0x1p+0}, {"chaos5_0", 0x1p+0},
  {"chaos5_1", 0x1p+0}, {"chaos5_5", 0x1p+0}, {"chaos5_6", 0x1p+0}, {"chaos6_0", 0x1p+0},
  {"chaos6_1", 0x1p+0}, {"chaos6_5", 0x1p+0}, {"chaos6_6", 0x1p+0},
};
static const expect pad_reverse_0_5[] = {
  {"num_xforms", 3}, {"x0.weight", 0x1p+0}, {"x0.color", 0x0p+0}, {"x0.color_speed", 0x1p-1},
  {"x0.animate", 0x1p+0}, {"x0.c00", 0x1p+0}, {"x0.c10", 0x1.1a62633145c07p-54}, {"x0.c11", 0x1p+0},
  {"x0.linear", 0x1p+0}, {"x0.blob_high", 0x1p+0}, {"x0.blob_waves", 0x1p+0}, {"x0.ngon_sides", 0x1.4p+2},
  {"x0.ngon_power", 0x1.8p+1}, {"x0.ngon_circle", 0x1p+0}, {"x0.ngon_corners", 0x1p+1},
  {"x0.curl_c1", 0x1p+0}, {"x0.super_shape_n1", 0x1p+0}, {"x0.super_shape_n2", 0x1p+0},
  {"x0.super_shape_n3", 0x1p+0}, {"x1.weight", 0x1.8p-1}, {"x1.color", 0x1p+0}, {"x1.color_speed", 0x1p-1},
  {"x1.animate", 0x1p+0}, {"x1.c00", 0x1.ae89f995ad3aep-2}, {"x1.c01", 0x1.ae89f995ad3acp-2},
  {"x1.c10", -0x1.ae89f995ad3acp-2}, {"x1.c11", 0x1.ae89f995ad3aep-2}, {"x1.linear", -0x1p-2},
  {"x1.blob", 0x1.8p-2}, {"x1.ngon", 0x1.8p-1}, {"x1.blob_low", 0x1.999999999999ap-3},
  {"x1.blob_high", 0x1.ccccccccccccdp-1}, {"x1.blob_waves", 0x1.8p+1}, {"x1.ngon_sides", 0x1.cp+2},
  {"x1.ngon_power", 0x1p+1}, {"x1.ngon_circle", 0x1p+0}, {"x1.ngon_corners", 0x1p+1}, {"x1.curl_c1", 0x1p+0},
  {"x1.super_shape_n1", 0x1p+0}, {"x1.super_shape_n2", 0x1p+0}, {"x1.super_shape_n3", 0x1p+0},
  {"x2.weight", 0x1.8p-1}, {"x2.color", 0x0p+0}, {"x2.color_speed", 0x1p-1}, {"x2.animate", 0x1p+0},
  {"x2.c00", 0x1.306fe0a31b715p-1}, {"x2.c10", 0x1.4fd03e3d86e76p-55}, {"x2.c11", 0x1.306fe0a31b715p-1},
  {"x2.rings", 0x1.8p-1}, {"x2.curl", 0x1.cp-1}, {"x2.super_shape", 0x1.cp-1}, {"x2.blob_high", 0x1p+0},
  {"x2.blob_waves", 0x1p+0}, {"x2.ngon_sides", 0x1.4p+2}, {"x2.ngon_power", 0x1.8p+1},
  {"x2.ngon_circle", 0x1p+0}, {"x2.ngon_corners", 0x1p+1}, {"x2.curl_c1", 0x1.cccccccccccccp-3},
  {"x2.curl_c2", 0x1.3333333333334p-4}, {"x2.super_shape_m", 0x1.8p+1}, {"x2.super_shape_n1", 0x1.cp+1},
  {"x2.super_shape_n2", 0x1.4p+0}, {"x2.super_shape_n3", 0x1.4p+0}, {"has_final", 1}, {"fx.weight", 0x0p+0},
  {"fx.color", 0x1.cp-2}, {"fx.color_speed", 0x1.0ccccccccccccp-1}, {"fx.animate", 0x1.8p-1},
  {"fx.c00", 0x1.ae89f995ad3adp+0}, {"fx.c10", 0x1.dae97492a55b9p-54}, {"fx.c11", 0x1.ae89f995ad3adp+0},
  {"fx.linear", 0x1.8p-2}, {"fx.perspective", 0x1p+0}, {"fx.blob_high", 0x1p+0}, {"fx.blob_waves", 0x1p+0},
  {"fx.perspective_angle", 0x1.3333333333334p-2}, {"fx.perspective_dist", 0x1.8p+1},
  {"fx.ngon_sides", 0x1.4p+2}, {"fx.ngon_power", 0x1.8p+1}, {"fx.ngon_circle", 0x1p+0},
  {"fx.ngon_corners", 0x1p+1}, {"fx.curl_c1", 0x1p+0}, {"fx.super_shape_n1", 0x1p+0},
  {"fx.super_shape_n2", 0x1p+0}, {"fx.super_shape_n3", 0x1p+0},
};
static const expect pad_reverse_1_5[] = {
  {"num_xforms", 3}, {"x0.weight", 0x1p+0}, {"x0.color", 0x0p+0}, {"x0.color_speed", 0x1p-1},
  {"x0.animate", 0x1p+0}, {"x0.c00", 0x1p+0}, {"x0.c10", 0x1.1a62633145c07p-54}, {"x0.c11", 0x1p+0},
  {"x0.linear", 0x1p+0}, {"x0.blob_high", 0x1p+0}, {"x0.blob_waves", 0x1p+0}, {"x0.ngon_sides", 0x1.4p+2},
  {"x0.ngon_power", 0x1.8p+1}, {"x0.ngon_circle", 0x1p+0}, {"x0.ngon_corners", 0x1p+1},
  {"x0.curl_c1", 0x1p+0}, {"x0.super_shape_n1", 0x1p+0}, {"x0.super_shape_n2", 0x1p+0},
  {"x0.super_shape_n3", 0x1p+0}, {"x1.weight", 0x1p-2}, {"x1.color", 0x1p+0}, {"x1.color_speed", 0x1p-1},
  {"x1.animate", 0x1p+0}, {"x1.c00", -0x1.306fe0a31b714p-1}, {"x1.c01", 0x1.306fe0a31b715p-1},
  {"x1.c10", -0x1.306fe0a31b716p-1}, {"x1.c11", -0x1.306fe0a31b714p-1}, {"x1.linear", -0x1.8p-1},
  {"x1.blob", 0x1p-3}, {"x1.ngon", 0x1p-2}, {"x1.blob_low", 0x1.999999999999ap-3},
  {"x1.blob_high", 0x1.ccccccccccccdp-1}, {"x1.blob_waves", 0x1.8p+1}, {"x1.ngon_sides", 0x1.cp+2},
  {"x1.ngon_power", 0x1p+1}, {"x1.ngon_circle", 0x1p+0}, {"x1.ngon_corners", 0x1p+1}, {"x1.curl_c1", 0x1p+0},
  {"x1.super_shape_n1", 0x1p+0}, {"x1.super_shape_n2", 0x1p+0}, {"x1.super_shape_n3", 0x1p+0},
  {"x2.weight", 0x1p-2}, {"x2.color", 0x0p+0}, {"x2.color_speed", 0x1p-1}, {"x2.animate", 0x1p+0},
  {"x2.c00", 0x1.ae89f995ad3adp-1}, {"x2.c10", 0x1.dae97492a55b9p-55}, {"x2.c11", 0x1.ae89f995ad3adp-1},
  {"x2.rings", 0x1p-2}, {"x2.curl", 0x1.4p-1}, {"x2.super_shape", 0x1.4p-1}, {"x2.blob_high", 0x1p+0},
  {"x2.blob_waves", 0x1p+0}, {"x2.ngon_sides", 0x1.4p+2}, {"x2.ngon_power", 0x1.8p+1},
  {"x2.ngon_circle", 0x1p+0}, {"x2.ngon_corners", 0x1p+1}, {"x2.curl_c1", 0x1.3333333333333p-4},
  {"x2.curl_c2", 0x1.999999999999ap-6}, {"x2.super_shape_m", 0x1.8p+1}, {"x2.super_shape_n1", 0x1.4p+1},
  {"x2.super_shape_n2", 0x1.cp+0}, {"x2.super_shape_n3", 0x1.cp+0}, {"has_final", 1}, {"fx.weight", 0x0p+0},
  {"fx.color", 0x1.ap-1}, {"fx.color_speed", 0x1.6666666666666p-3}, {"fx.animate", 0x1p-2},
  {"fx.c00", 0x1.306fe0a31b715p+0}, {"fx.c10", 0x1.4fd03e3d86e76p-54}, {"fx.c11", 0x1.306fe0a31b715p+0},
  {"fx.linear", 0x1p-3}, {"fx.perspective", 0x1p+0}, {"fx.blob_high", 0x1p+0}, {"fx.blob_waves", 0x1p+0},
  {"fx.perspective_angle", 0x1.999999999999ap-4}, {"fx.perspective_dist", 0x1.8p+1},
  {"fx.ngon_sides", 0x1.4p+2}, {"fx.ngon_power", 0x1.8p+1}, {"fx.ngon_circle", 0x1p+0},
  {"fx.ngon_corners", 0x1p+1}, {"fx.curl_c1", 0x1p+0}, {"fx.super_shape_n1", 0x1p+0},
  {"fx.super_shape_n2", 0x1p+0}, {"fx.super_shape_n3", 0x1p+0},
};
static const expect borrow_0_25[] = {
  {"x0.blob", 0x1.8p-2}, {"x0.flower", 0x1.8p-2}, {"x0.blob_low", 0x1.3333333333333p-2},
  {"x0.blob_high", 0x1p+1}, {"x0.blob_waves", 0x1p+2}, {"x0.flower_petals", 0x1.8p+1},
  {"x0.flower_holes", 0x1.3333333333334p-2}, {"x0.oscilloscope_separation", 0x1p+0},
  {"x0.oscilloscope_frequency", 0x1.921fb54442d18p+1}, {"x0.oscilloscope_amplitude", 0x1p+0},
  {"x1.pdj", 0x1p-2}, {"x1.oscilloscope", 0x1.999999999999ap-5}, {"x1.blob_high", 0x1p+0},
  {"x1.blob_waves", 0x1p+0}, {"x1.pdj_a", 0x1.8p+0}, {"x1.pdj_b", -0x1p-1}, {"x1.pdj_c", 0x1p+1},
  {"x1.pdj_d", 0x1p-2}, {"x1.oscilloscope_separation", 0x1p+0}, {"x1.oscilloscope_frequency", 0x1p+1},
  {"x1.oscilloscope_amplitude", 0x1p+0},
};
static const expect extrap_0[] = {
  {"time", 0x0p+0}, {"width", 48}, {"height", 56}, {"zoom", 0x0p+0}, {"supersample", 0},
  {"quality", -0x1.4p+3}, {"passes", -1}, {"temporal_samples", -801}, {"gamma_threshold", 0x0p+0},
  {"vibrancy", 0x1.8p+0}, {"estimator_radius", 0x1.ep+3}, {"x0.weight", 0x0p+0}, {"x0.color", 0x0p+0},
  {"x0.color_speed", 0x0p+0}, {"x0.opacity", 0x1.999999999999ap-1}, {"x0.c00", 0x1p-1},
  {"x1.weight", 0x1.8p+0}, {"x1.color", 0x1.b333333333334p-1}, {"x1.color_speed", 0x1.b333333333334p-1},
  {"x1.opacity", 0x1.8p-1}, {"x1.c00", 0x1p-1}, {"chaos0_0", 0x0p+0}, {"chaos0_1", 0x1p+0},
  {"chaos1_0", 0x1p+0}, {"chaos1_1", 0x1p+0},
};
static const expect extrap_15[] = {
  {"time", 0x1.ep+3}, {"width", 72}, {"height", 44}, {"zoom", 0x1.8p-1}, {"supersample", 2},
  {"quality", 0x1.4p+4}, {"passes", 2}, {"temporal_samples", 550}, {"gamma_threshold", 0x1.eb851eb851eb8p-7},
  {"vibrancy", 0x1.8p-1}, {"estimator_radius", 0x1.8p+2}, {"x0.weight", 0x1.3333333333333p-1},
  {"x0.color", 0x1.3333333333333p-2}, {"x0.color_speed", 0x1.3333333333333p-2},
  {"x0.opacity", 0x1.e666666666666p-1}, {"x0.c00", 0x1.6a09e667f3bccp+0}, {"x1.weight", 0x1.8p-1},
  {"x1.color", 0x1.d99999999999ap-1}, {"x1.color_speed", 0x1.d99999999999ap-1}, {"x1.opacity", 0x1.8p-2},
  {"x1.c00", 0x1p-1}, {"chaos0_0", 0x1.3333333333333p-1}, {"chaos0_1", 0x1p+0}, {"chaos1_0", 0x1p+0},
  {"chaos1_1", 0x1p+0},
};
static const expect extrap_22_5[] = {
  {"time", 0x1.68p+4}, {"width", 80}, {"height", 40}, {"zoom", 0x1.8p-1}, {"supersample", 2},
  {"quality", 0x1.b8p+4}, {"passes", 3}, {"temporal_samples", 753}, {"gamma_threshold", 0x1.1eb851eb851ebp-6},
  {"vibrancy", 0x1.4p-1}, {"estimator_radius", 0x1.2p+1}, {"x0.weight", 0x1.cp-1},
  {"x0.color", 0x1.b333333333333p-2}, {"x0.color_speed", 0x1.b333333333333p-2}, {"x0.opacity", 0x1.4p+0},
  {"x0.c00", 0x1.ae89f995ad3adp+0}, {"x1.weight", 0x1.cp-1}, {"x1.color", 0x1.dffffffffffffp-1},
  {"x1.color_speed", 0x1.dffffffffffffp-1}, {"x1.opacity", 0x1.cp-2}, {"x1.c00", 0x1p-1},
  {"chaos0_0", 0x1.8p+0}, {"chaos0_1", 0x1.8p-1}, {"chaos1_0", 0x1p+0}, {"chaos1_1", 0x1p+0},
};
static const expect extrap_40[] = {
  {"time", 0x1.4p+5}, {"width", 82}, {"height", 40}, {"zoom", -0x1p+0}, {"supersample", 0},
  {"quality", 0x1.4p+3}, {"passes", 1}, {"temporal_samples", -981}, {"gamma_threshold", 0x0p+0},
  {"vibrancy", 0x1.8p+0}, {"estimator_radius", -0x1.8p+1}, {"x0.weight", 0x0p+0}, {"x0.color", 0x0p+0},
  {"x0.color_speed", 0x0p+0}, {"x0.opacity", 0x1.8p+1}, {"x0.c00", 0x1p-1}, {"x1.weight", 0x1.cp+1},
  {"x1.color", 0x1.b333333333334p-1}, {"x1.color_speed", 0x1.b333333333334p-1}, {"x1.opacity", 0x1.cp+0},
  {"x1.c00", 0x1p-1}, {"chaos0_0", 0x1.4p+2}, {"chaos0_1", 0x0p+0}, {"chaos1_0", 0x1p+0},
  {"chaos1_1", 0x1p+0},
};
static const expect smooth_5[] = {
  {"scale", 0x1.ep+3}, {"filter_shape", 2}, {"temporal_filter_type", 2}, {"palette_mode", 1},
  {"palette_interpolation", 2}, {"pal0.0", 0x1.6d6d6d6d6d6d7p-3}, {"pal0.1", 0x1.ededededededep-3},
  {"pal0.2", 0x1.1414141414141p-1}, {"pal0.3", 0x1p+0}, {"pal100.0", 0x1.4444444444444p-1},
  {"pal100.1", 0x1.1414141414142p-1}, {"pal100.2", 0x1.f7f7f7f7f7f8p-2}, {"pal100.3", 0x1p+0},
  {"pal255.0", 0x1.1212121212121p-1}, {"pal255.1", 0x1.959595959595ap-3}, {"pal255.2", 0x1.0a0a0a0a0a0ap-1},
  {"pal255.3", 0x1p+0}, {"num_xforms", 2}, {"x0.weight", 0x1p+0}, {"x0.c00", 0x1.93128a63170afp-1},
  {"x0.c01", 0x1.e05cee311edfep-1}, {"x0.c10", -0x1.e05cee311edfcp-1}, {"x0.c11", 0x1.93128a63170b1p-1},
  {"x0.linear", 0x1p+0}, {"x0.julian_power", 0x1p+0}, {"x1.weight", 0x1p-2},
  {"x1.c00", -0x1.2b8388e82ab21p-53}, {"x1.c01", -0x1.6a09e667f3bcdp-1}, {"x1.c10", 0x1.6a09e667f3bcdp-1},
  {"x1.linear", -0x1p-1}, {"x1.julian", 0x1p-1}, {"x1.julian_power", 0x1.8p+1}, {"has_final", 0},
};
static const expect smooth_11_1[] = {
  {"scale", 0x1.5ed0678c0053dp+4}, {"filter_shape", 2}, {"temporal_filter_type", 2}, {"palette_mode", 1},
  {"palette_interpolation", 2}, {"pal0.0", 0x1.9b28ea084b2c4p-2}, {"pal0.1", 0x1.2f4e065843c8ep-2},
  {"pal0.2", 0x1.3fcab637241e8p-2}, {"pal0.3", 0x1p+0}, {"pal100.0", 0x1.8ece776f4ab9p-1},
  {"pal100.1", 0x1.303f9bc4ba7d1p-1}, {"pal100.2", 0x1.0f9a8606f3ee6p-2}, {"pal100.3", 0x1p+0},
  {"pal255.0", 0x1.a8842093fcaa1p-3}, {"pal255.1", 0x1.0321da2c179cbp-2}, {"pal255.2", 0x1.2bb6a223100a7p-2},
  {"pal255.3", 0x1p+0}, {"num_xforms", 2}, {"x0.weight", 0x1.13c39bcba3012p+0},
  {"x0.c00", -0x1.24967852cdabep-1}, {"x0.c01", 0x1.766d5d24b366ap+0}, {"x0.c10", -0x1.766d5d24b366bp+0},
  {"x0.c11", -0x1.24967852cdab6p-1}, {"x0.c20", 0x1.3c39bcba30121p-4}, {"x0.c21", -0x1.60e0eb67c286fp-8},
  {"x0.linear", 0x1.fffffffffffffp-1}, {"x0.julian_power", 0x1.fffffffffffffp-1},
  {"x1.weight", 0x1.ec053e2d6238dp-2}, {"x1.c00", 0x1.e4fe961ab9627p-2}, {"x1.c01", 0x1.82c255f4ff4ddp-3},
  {"x1.c10", -0x1.61ba42c2f2244p-3}, {"x1.c11", 0x1.eb4211553b423p-2}, {"x1.linear", -0x1.138fffbce4218p-5},
  {"x1.spherical", -0x1.60e0eb67c286fp-8}, {"x1.julian", 0x1.f188c1db0142fp-1},
  {"x1.julian_power", 0x1.8160e0eb67c28p+1}, {"has_final", 1}, {"fx.color_speed", 0x0p+0}, {"fx.c00", 0x1p+0},
  {"fx.linear", 0x1.fffffffffffffp-1},
};
static const expect smooth_12_5[] = {
  {"scale", 0x1.9p+4}, {"filter_shape", 2}, {"temporal_filter_type", 2}, {"palette_mode", 1},
  {"palette_interpolation", 2}, {"pal0.0", 0x1.e0e0e0e0e0e0ep-2}, {"pal0.1", 0x1.3c3c3c3c3c3c3p-2},
  {"pal0.2", 0x1.8080808080808p-2}, {"pal0.3", 0x1p+0}, {"pal100.0", 0x1.64e4e4e4e4e4fp-1},
  {"pal100.1", 0x1.36b6b6b6b6b6bp-1}, {"pal100.2", 0x1.5050505050505p-2}, {"pal100.3", 0x1p+0},
  {"pal255.0", 0x1.d7d7d7d7d7d7dp-3}, {"pal255.1", 0x1.1010101010101p-2}, {"pal255.2", 0x1.6c6c6c6c6c6c8p-2},
  {"pal255.3", 0x1p+0}, {"num_xforms", 2}, {"x0.weight", 0x1.3ap+0}, {"x0.c00", -0x1.f53622f30e08ap-1},
  {"x0.c01", 0x1.60c23d937bd23p+0}, {"x0.c10", -0x1.60c23d937bd24p+0}, {"x0.c11", -0x1.f53622f30e083p-1},
  {"x0.c20", 0x1.dp-3}, {"x0.c21", -0x1.8p-6}, {"x0.linear", 0x1p+0}, {"x0.julian_power", 0x1p+0},
  {"x1.weight", 0x1.a4p-2}, {"x1.c00", 0x1.4e68a237747dep-2}, {"x1.c01", 0x1.c2e5e15090ebcp-2},
  {"x1.c10", -0x1.8cf3216b5448cp-2}, {"x1.c11", 0x1.8cf3216b5448dp-2}, {"x1.linear", -0x1.4p-3},
  {"x1.spherical", -0x1.8p-6}, {"x1.julian", 0x1.bcp-1}, {"x1.julian_power", 0x1.86p+1}, {"has_final", 1},
  {"fx.color_speed", 0x0p+0}, {"fx.c00", 0x1p+0}, {"fx.linear", 0x1p+0},
};
static const expect smooth_13_2[] = {
  {"scale", 0x1.ab463497b7414p+4}, {"filter_shape", 2}, {"temporal_filter_type", 2}, {"palette_mode", 1},
  {"palette_interpolation", 2}, {"pal0.0", 0x1.0313ebaa42994p-1}, {"pal0.1", 0x1.42b3572e3875ep-2},
  {"pal0.2", 0x1.ad3fac2ad935p-2}, {"pal0.3", 0x1p+0}, {"pal100.0", 0x1.49bdf85cdcb93p-1},
  {"pal100.1", 0x1.39f2442fb4d39p-1}, {"pal100.2", 0x1.7d0f7bfaa904cp-2}, {"pal100.3", 0x1p+0},
  {"pal255.0", 0x1.01ba253b33c38p-2}, {"pal255.1", 0x1.16872b020c49cp-2}, {"pal255.2", 0x1.992b9816c520ep-2},
  {"pal255.3", 0x1p+0}, {"num_xforms", 2}, {"x0.weight", 0x1.50ce4ead0c3d2p+0},
  {"x0.c00", -0x1.2f67b05e4dffbp+0}, {"x0.c01", 0x1.4c9b444efc567p+0}, {"x0.c10", -0x1.4c9b444efc564p+0},
  {"x0.c11", -0x1.2f67b05e4dffdp+0}, {"x0.c20", 0x1.43393ab430f48p-2}, {"x0.c21", -0x1.1d3671ac14c64p-5},
  {"x0.linear", 0x1p+0}, {"x0.julian_power", 0x1p+0}, {"x1.weight", 0x1.727136a400fbcp-2},
  {"x1.c00", 0x1.91a09bf641cd3p-3}, {"x1.c01", 0x1.15e1dfceff023p-1}, {"x1.c10", -0x1.f2f0b63b7700fp-2},
  {"x1.c11", 0x1.3ca31afaa7e73p-2}, {"x1.linear", -0x1.eeed8904f6dfap-3},
  {"x1.spherical", -0x1.1d3671ac14c64p-5}, {"x1.julian", 0x1.961804d983948p-1},
  {"x1.julian_power", 0x1.88e9b38d60a63p+1}, {"has_final", 1}, {"fx.color_speed", 0x0p+0}, {"fx.c00", 0x1p+0},
  {"fx.linear", 0x1p+0},
};
static const expect smooth_15[] = {
  {"scale", 0x1.f4p+4}, {"filter_shape", 2}, {"temporal_filter_type", 2}, {"palette_mode", 1},
  {"palette_interpolation", 2}, {"pal0.0", 0x1.3232323232324p-1}, {"pal0.1", 0x1.5353535353534p-2},
  {"pal0.2", 0x1.1a1a1a1a1a1a1p-1}, {"pal0.3", 0x1p+0}, {"pal100.0", 0x1.f3f3f3f3f3f3ep-2},
  {"pal100.1", 0x1.4242424242424p-1}, {"pal100.2", 0x1.020202020201fp-1}, {"pal100.3", 0x1p+0},
  {"pal255.0", 0x1.4f4f4f4f4f4f4p-2}, {"pal255.1", 0x1.2727272727272p-2}, {"pal255.2", 0x1.1010101010101p-1},
  {"pal255.3", 0x1p+0}, {"num_xforms", 2}, {"x0.weight", 0x1.9p+0}, {"x0.c00", -0x1.b02e8d5ef4942p+0},
  {"x0.c01", 0x1.e68c1116155e8p-1}, {"x0.c10", -0x1.e68c1116155e9p-1}, {"x0.c11", -0x1.b02e8d5ef4942p+0},
  {"x0.c20", 0x1.2p-1}, {"x0.c21", -0x1p-4}, {"x0.linear", 0x1p+0}, {"x0.julian_power", 0x1p+0},
  {"x1.weight", 0x1.cp-3}, {"x1.c00", -0x1.095837573a9dcp-2}, {"x1.c01", 0x1.404c9c41c3373p-1},
  {"x1.c10", -0x1.5ab07dd485429p-1}, {"x1.c11", 0x1.7e6ba881410ddp-54}, {"x1.linear", -0x1p-1},
  {"x1.spherical", -0x1p-4}, {"x1.julian", 0x1.2p-1}, {"x1.julian_power", 0x1.9p+1}, {"has_final", 1},
  {"fx.color_speed", 0x0p+0}, {"fx.c00", 0x1p+0}, {"fx.linear", 0x1p+0},
};
static const expect smooth_20[] = {
  {"scale", 0x1.4p+5}, {"filter_shape", 2}, {"temporal_filter_type", 2}, {"palette_mode", 1},
  {"palette_interpolation", 2}, {"pal0.0", 0x1.6d6d6d6d6d6d7p-1}, {"pal0.1", 0x1.8181818181818p-2},
  {"pal0.2", 0x1.9d9d9d9d9d9dap-1}, {"pal0.3", 0x1p+0}, {"pal100.0", 0x1.5151515151515p-3},
  {"pal100.1", 0x1.5959595959596p-1}, {"pal100.2", 0x1.8585858585858p-1}, {"pal100.3", 0x1p+0},
  {"pal255.0", 0x1.2323232323232p-1}, {"pal255.1", 0x1.5555555555555p-2}, {"pal255.2", 0x1.9393939393939p-1},
  {"pal255.3", 0x1p+0}, {"num_xforms", 2}, {"x0.weight", 0x1p+1}, {"x0.c00", -0x1.bb67ae8584cacp+0},
  {"x0.c01", -0x1.ffffffffffffbp-1}, {"x0.c10", 0x1.ffffffffffff4p-1}, {"x0.c11", -0x1.bb67ae8584caep+0},
  {"x0.c20", 0x1p+0}, {"x0.linear", 0x1p+0}, {"x0.julian_power", 0x1p+0}, {"x1.weight", 0x0p+0},
  {"x1.c00", -0x1p+0}, {"x1.c01", 0x1.a79394c9e8a0ap-52}, {"x1.c10", -0x1.a79394c9e8a0ap-53},
  {"x1.c11", -0x1p+0}, {"x1.linear", -0x1p+0}, {"x1.julian_power", 0x1.8p+1}, {"has_final", 1},
  {"fx.color_speed", 0x0p+0}, {"fx.c00", 0x1p+0}, {"fx.linear", 0x1p+0},
};
static const expect smooth_22_5[] = {
  {"scale", 0x1.356p+5}, {"filter_shape", 1}, {"pal0.0", 0x1.96594df7f8cp-2},
  {"pal0.1", 0x1.1f264b036027dp-2}, {"pal0.2", 0x1.85fdfdfdfdfdfp-1}, {"pal0.3", 0x1p+0},
  {"pal100.0", 0x1.5cf5c3eb8b77cp-3}, {"pal100.1", 0x1.8111139f7e2c8p-1}, {"pal100.2", 0x1.82bababababaap-1},
  {"pal100.3", 0x1p+0}, {"pal255.0", 0x1.4a628ef691e0bp-2}, {"pal255.1", 0x1.092d90635198fp-1},
  {"pal255.2", 0x1.b5b5b5b5b5b5bp-1}, {"pal255.3", 0x1p+0}, {"num_xforms", 2}, {"x0.weight", 0x1.dep+0},
  {"x0.c00", -0x1.cc80d5d6243adp-2}, {"x0.c01", -0x1.7268b4a83e151p+0}, {"x0.c10", 0x1.7268b4a83e152p+0},
  {"x0.c11", -0x1.cc80d5d62439ep-2}, {"x0.c20", 0x1.bcp-1}, {"x0.c21", 0x1.dp-3}, {"x0.linear", 0x1p+0},
  {"x0.julian_power", 0x1p+0}, {"x1.weight", 0x1.88p-3}, {"x1.c00", -0x1.7c1ed0130c134p-1},
  {"x1.c01", -0x1.7c1ed0130c132p-1}, {"x1.c10", 0x1.afc8082b278c2p-1}, {"x1.c11", -0x1.403b1bc33a016p-1},
  {"x1.linear", -0x1.bp-1}, {"x1.spherical", 0x1.dp-3}, {"x1.julian", -0x1.2p-4},
  {"x1.julian_power", 0x1.4cp+1}, {"has_final", 1}, {"fx.color_speed", 0x1.dp-4}, {"fx.c00", 0x1p+0},
  {"fx.linear", 0x1p+0},
};
static const expect smooth_35[] = {
  {"scale", 0x1.68p+5}, {"palette_interpolation", 3}, {"pal0.0", 0x1.b18296995bf24p-3},
  {"pal0.1", 0x1.2aa69ea5bfe84p-1}, {"pal0.2", 0x1.4c4c4c4c4c4c5p-1}, {"pal0.3", 0x1p+0},
  {"pal100.0", 0x1.9177afe5b2339p-1}, {"pal100.1", 0x1.a4a4a4a4a4a4ap-1}, {"pal100.2", 0x1.0635665968999p-1},
  {"pal100.3", 0x1p+0}, {"pal255.0", 0x1.98f0a0eba7b5p-1}, {"pal255.1", 0x1.27c3613274155p-2},
  {"pal255.2", 0x1.bcbcbcbcbcbccp-1}, {"pal255.3", 0x1p+0}, {"num_xforms", 2}, {"x0.weight", 0x1p+0},
  {"x0.c00", 0x1.6489da8c8e86p-1}, {"x0.c01", 0x1.f6f058264f73ap-4}, {"x0.c10", -0x1.f6f058264f738p-4},
  {"x0.c11", 0x1.6489da8c8e86p-1}, {"x0.c21", 0x1p-1}, {"x0.linear", 0x1p+0}, {"x0.julian_power", 0x1p+0},
  {"x1.weight", 0x1p-1}, {"x1.c00", 0x1.1a62633145c07p-54}, {"x1.c01", 0x1p+0}, {"x1.c10", -0x1p+0},
  {"x1.c11", 0x1.1a62633145c07p-53}, {"x1.linear", -0x1p-1}, {"x1.spherical", 0x1p-1},
  {"x1.julian_power", 0x1p+0}, {"has_final", 1}, {"fx.color_speed", 0x1p-2}, {"fx.c00", 0x1p+0},
  {"fx.linear", 0x1p+0},
};
static const expect smooth_old_15[] = {
  {"interpolation_type", 1}, {"num_xforms", 2}, {"x0.weight", 0x1p+0}, {"x0.c00", 0x1.5ab07dd485429p-1},
  {"x0.c10", 0x1.7e6ba881410ddp-55}, {"x0.c11", 0x1.5ab07dd485429p-1}, {"x0.linear", 0x1p+0},
  {"x0.julian_power", 0x1p+0}, {"x0.rectangles_x", 0x1p+0}, {"x1.weight", 0x1p-1},
  {"x1.c00", 0x1.8db99c5692beep-1}, {"x1.c01", 0x1.7838496ef3cf8p-2}, {"x1.c10", -0x1.7838496ef3cf4p-2},
  {"x1.c11", 0x1.8db99c5692befp-1}, {"x1.linear", 0x1p-1}, {"x1.spherical", 0x1.2p-1},
  {"x1.julian", 0x1.2p-2}, {"x1.rectangles", -0x1p-4}, {"x1.julian_power", 0x1.1p+1},
  {"x1.rectangles_x", 0x1.ep-1},
};
static const expect smooth_pad_25[] = {
  {"x1.weight", 0x1p-1}, {"x1.c00", 0x1.6a09e667f3bcdp-1}, {"x1.c10", 0x1.8f5a0be038ed7p-55},
  {"x1.c11", 0x1.6a09e667f3bcdp-1}, {"x1.rings", 0x1.2p-1}, {"x1.fan", -0x1p-4}, {"x1.curl", 0x1.9p-1},
  {"x1.rectangles", 0x1.cp-3}, {"x1.curl_c1", 0x1.cp-3}, {"x1.rectangles_x", -0x1.8p-3},
};
static const expect cr_weights_12_6[] = {
  {"brightness", -0x1.2396073de1e2ep-4}, {"gamma", 0x1.b6f86a098915cp-1}, {"vibrancy", 0x1.e922d948dc11ep-3},
  {"highlight_power", -0x1.99cbee807bbb7p-6},
};
static const expect cr_weights_16_1[] = {
  {"brightness", -0x1.7c07ee0b0af6p-5}, {"gamma", 0x1.a4111ada76d96p-2}, {"vibrancy", 0x1.6ade76427c7c7p-1},
  {"highlight_power", -0x1.2934267839cd8p-4},
};
static const expect rounding_0_25[] = {
  {"width", 101}, {"height", 102}, {"supersample", 1}, {"passes", 2}, {"temporal_samples", 325},
};
static const expect rounding_0_5[] = {
  {"width", 102}, {"height", 102}, {"supersample", 2}, {"passes", 2}, {"temporal_samples", 550},
};
static const expect rounding_0_75[] = {
  {"width", 102}, {"height", 103}, {"supersample", 2}, {"passes", 3}, {"temporal_samples", 776},
};
static const expect first_attrs_0_9[] = {
  {"filter_shape", 2}, {"temporal_filter_type", 2}, {"palette_index", -1}, {"palette_mode", 1},
  {"interpolation", 0}, {"interpolation_type", 0}, {"palette_interpolation", 2},
  {"hsv_rgb_palette_blend", 0x1p-1},
};
static const expect first_attrs_1_5[] = {
  {"filter_shape", 2}, {"temporal_filter_type", 2}, {"palette_index", -1}, {"palette_mode", 1},
  {"interpolation", 0}, {"interpolation_type", 0}, {"palette_interpolation", 2},
  {"hsv_rgb_palette_blend", 0x1p-1},
};


#define EXPECT_SET(c, t, a) {c, t, a, (int)(sizeof(a) / sizeof((a)[0]))}
static const struct expect_set {
  const char *name;
  double time;
  const expect *e;
  int n;
} expect_sets[] = {
  EXPECT_SET("linear", 2.5, linear_2_5),
  EXPECT_SET("linear", 7.75, linear_7_75),
  EXPECT_SET("linear", 10.0, linear_10),
  EXPECT_SET("log", 0.25, log_0_25),
  EXPECT_SET("log", 0.5, log_0_5),
  EXPECT_SET("log", 1.5, log_1_5),
  EXPECT_SET("pal_hsv", 1.0, pal_hsv_1),
  EXPECT_SET("pal_hsv", 3.0, pal_hsv_3),
  EXPECT_SET("pal_rgb", 1.0, pal_rgb_1),
  EXPECT_SET("pal_rgb", 3.0, pal_rgb_3),
  EXPECT_SET("pal_rgb", -2.0, pal_rgb_m2),
  EXPECT_SET("pal_circ", 1.0, pal_circ_1),
  EXPECT_SET("pal_circ", 3.0, pal_circ_3),
  EXPECT_SET("pal_circ", 6.0, pal_circ_6),
  EXPECT_SET("pal_circ_blend", 1.0, pal_circ_blend_1),
  EXPECT_SET("pal_circ_blend", 3.0, pal_circ_blend_3),
  EXPECT_SET("pal_sweep", 1.0, pal_sweep_1),
  EXPECT_SET("pal_sweep", 3.0, pal_sweep_3),
  EXPECT_SET("pad_log", 0.0, pad_log_0),
  EXPECT_SET("pad_log", 0.25, pad_log_0_25),
  EXPECT_SET("pad_linear", 0.0, pad_linear_0),
  EXPECT_SET("pad_old", 0.0, pad_old_0),
  EXPECT_SET("pad_older", 0.25, pad_older_0_25),
  EXPECT_SET("pad_reverse", 0.5, pad_reverse_0_5),
  EXPECT_SET("pad_reverse", 1.5, pad_reverse_1_5),
  EXPECT_SET("borrow", 0.25, borrow_0_25),
  EXPECT_SET("extrap", 0.0, extrap_0),
  EXPECT_SET("extrap", 15.0, extrap_15),
  EXPECT_SET("extrap", 22.5, extrap_22_5),
  EXPECT_SET("extrap", 40.0, extrap_40),
  EXPECT_SET("smooth", 5.0, smooth_5),
  EXPECT_SET("smooth", 11.1, smooth_11_1),
  EXPECT_SET("smooth", 12.5, smooth_12_5),
  EXPECT_SET("smooth", 13.2, smooth_13_2),
  EXPECT_SET("smooth", 15.0, smooth_15),
  EXPECT_SET("smooth", 20.0, smooth_20),
  EXPECT_SET("smooth", 22.5, smooth_22_5),
  EXPECT_SET("smooth", 35.0, smooth_35),
  EXPECT_SET("smooth_old", 15.0, smooth_old_15),
  EXPECT_SET("smooth_pad", 25.0, smooth_pad_25),
  EXPECT_SET("cr_weights", 12.6, cr_weights_12_6),
  EXPECT_SET("cr_weights", 16.1, cr_weights_16_1),
  EXPECT_SET("rounding", 0.25, rounding_0_25),
  EXPECT_SET("rounding", 0.5, rounding_0_5),
  EXPECT_SET("rounding", 0.75, rounding_0_75),
  EXPECT_SET("first_attrs", 0.9, first_attrs_0_9),
  EXPECT_SET("first_attrs", 1.5, first_attrs_1_5),
};

/* libflam3 on tests/data/animations/anim0[0-3].flam3: per time, fingerprints of five field groups
 * (scalars, palette, affines, other xform fields, chaos) and how many fields each has. */
static const struct anim_fingerprint {
  const char *file;
  double time;
  double fp[5];
  int count[5];
} anim_fingerprints[] = {
  {"anim00", 0.0, {0x1.152af97f8ca81p+9, 0x1.8e9605a5a5a58p+9, 0x1.4a786a702a348p+5, 0x1.0b9fc405522d2p+9, 0x1.2c5e000000000p+6}, {37, 1024, 84, 1491, 49}},
  {"anim00", 5.5, {0x1.1c4ee65b152f4p+9, 0x1.bc83cf4d43f20p+9, 0x1.e921dd1ab3d04p+4, 0x1.0bbfdc2f17323p+9, 0x1.2c5e000000000p+6}, {37, 1024, 84, 1491, 49}},
  {"anim00", 12.0, {0x1.24bf2cd2e514cp+9, 0x1.d4f1ff1f1f1f9p+9, 0x1.14613360eafc6p+1, 0x1.0be5ca31e8c3dp+9, 0x1.2c5e000000000p+6}, {37, 1024, 84, 1491, 49}},
  {"anim00", 17.25, {0x1.19e20730b9991p+9, 0x1.d0b9be4d90725p+9, 0x1.cecfcbce3ff37p+3, 0x1.0af9cde620bc5p+9, 0x1.2c5e000000000p+6}, {37, 1024, 84, 1491, 49}},
  {"anim00", 23.9, {0x1.0c1f3debd7da5p+9, 0x1.ae72594627b6cp+9, 0x1.57f517bed7ecfp+4, 0x1.0ba73174c1593p+9, 0x1.2c5e000000000p+6}, {37, 1024, 84, 1491, 49}},
  {"anim00", -2.0, {0x1.12924646fdeb5p+9, 0x1.7f9cb63efbc23p+9, 0x1.2d6d0a1262077p+5, 0x1.0bed213620580p+9, 0x1.2c5e000000000p+6}, {37, 1024, 84, 1491, 49}},
  {"anim00", 26.0, {0x1.07c6c877c675ap+9, 0x1.a5f79884788b9p+9, 0x1.2bd526a8770c7p+4, 0x1.0c2d07e9a7b77p+9, 0x1.2c5e000000000p+6}, {37, 1024, 84, 1491, 49}},
  {"anim01", 0.0, {0x1.18f18c123e5b9p+9, 0x1.bdcd5f5f5f5ecp+9, 0x1.3edae3bd59924p+3, 0x1.5f9c84223e732p+9, 0x1.f13a000000000p+6}, {37, 1024, 108, 1917, 81}},
  {"anim01", 5.5, {0x1.1d1a92c336588p+9, 0x1.d3a451161d7aep+9, 0x1.13fe2e05516a6p+5, 0x1.602188a29b12fp+9, 0x1.f13a000000000p+6}, {37, 1024, 108, 1917, 81}},
  {"anim01", 12.0, {0x1.22053d945b6c3p+9, 0x1.ecac1fbfbfbfbp+9, 0x1.673f175fb2ee0p+5, 0x1.60bebc801fcfdp+9, 0x1.f13a000000000p+6}, {37, 1024, 108, 1917, 81}},
  {"anim01", 17.25, {0x1.241c68b70fe05p+9, 0x1.d6e15fdacf5a5p+9, 0x1.4645471c6cc68p+4, 0x1.2f8b1dbbfca3dp+8, 0x1.92a0000000000p+4}, {37, 1024, 48, 852, 16}},
  {"anim01", 23.9, {0x1.2a93ff5a7cfbdp+9, 0x1.bcb21289b5a26p+9, 0x1.41619a6520c95p+4, 0x1.2ff1f43fce2dap+8, 0x1.92a0000000000p+4}, {37, 1024, 48, 852, 16}},
  {"anim01", -2.0, {0x1.176e43d1e42e1p+9, 0x1.b59169f035a12p+9, 0x1.9f5fc40b92e93p+1, 0x1.5fa92abd438e6p+9, 0x1.f13a000000000p+6}, {37, 1024, 108, 1917, 81}},
  {"anim01", 26.0, {0x1.2c9ed09b91f71p+9, 0x1.b4d7421e91814p+9, 0x1.22e3499ff286ep+4, 0x1.30313b38075dbp+8, 0x1.92a0000000000p+4}, {37, 1024, 48, 852, 16}},
  {"anim02", 0.0, {0x1.1ecd3545ef62fp+9, 0x1.b9dd67c7c7c78p+9, 0x1.2ea18ebae3964p+5, 0x1.cb4f1e3c53a88p+9, 0x1.6bee000000000p+7}, {37, 1024, 132, 2343, 121}},
  {"anim02", 5.5, {0x1.22abb798db057p+9, 0x1.b2626ec30a6b2p+9, 0x1.3e2f44f6d31ddp+5, 0x1.cab9361d9bb03p+9, 0x1.6bee000000000p+7}, {37, 1024, 132, 2343, 121}},
  {"anim02", 12.0, {0x1.273e519dc2f41p+9, 0x1.c43294949494ap+9, 0x1.002559ebaa07ap+5, 0x1.ca080c84f0d04p+9, 0x1.6bee000000000p+7}, {37, 1024, 132, 2343, 121}},
  {"anim02", 17.25, {0x1.2e3c40207fb77p+9, 0x1.9218384bc74c0p+9, 0x1.661097e9c872bp+5, 0x1.b2533725ced98p+9, 0x1.6bee000000000p+7}, {37, 1024, 132, 2343, 121}},
  {"anim02", 23.9, {0x1.37177f4ea2045p+9, 0x1.9b42a5aea6ddap+9, 0x1.e97b9cd356e99p+5, 0x1.b3099c3eb91c3p+9, 0x1.6bee000000000p+7}, {37, 1024, 132, 2343, 121}},
  {"anim02", -2.0, {0x1.1d6505e1f6cadp+9, 0x1.bc74df461ae06p+9, 0x1.185b15717b016p+5, 0x1.cc6bc766eb736p+9, 0x1.6bee000000000p+7}, {37, 1024, 132, 2343, 121}},
  {"anim02", 26.0, {0x1.39e3784fba527p+9, 0x1.802f4876d52cep+9, 0x1.e8a083d13064fp+5, 0x1.b44456505fbd3p+9, 0x1.6bee000000000p+7}, {37, 1024, 132, 2343, 121}},
  {"anim03", 0.0, {0x1.0656fac61522ap+9, 0x1.701b0e0e0e0dfp+9, 0x1.f0a7c671ef309p+4, 0x1.0a69d00c9c81ap+10, 0x1.fe41000000000p+7}, {37, 1024, 156, 2769, 169}},
  {"anim03", 5.5, {0x1.19e42cbfde721p+9, 0x1.b5859e15e7cc3p+9, 0x1.609fc2ff083bap+5, 0x1.0b7084a434642p+10, 0x1.fe41000000000p+7}, {37, 1024, 156, 2769, 169}},
  {"anim03", 12.0, {0x1.30ff67cfcc5b9p+9, 0x1.f36533f5dc776p+9, 0x1.d7e577f8db489p+5, 0x1.0ca6fcfa44fbap+10, 0x1.fe41000000000p+7}, {37, 1024, 156, 2769, 169}},
  {"anim03", 17.25, {0x1.3ec86e87112fdp+9, 0x1.ed263c1383285p+9, 0x1.642453afa72acp+3, 0x1.ee8b2a207c983p+8, 0x1.b77c000000000p+5}, {37, 1024, 72, 1278, 36}},
  {"anim03", 23.9, {0x1.559752c48a80fp+9, 0x1.c9f1a982e5149p+9, 0x1.a5ae7b6dd336ep+2, 0x1.e8134d749c035p+8, 0x1.b77c000000000p+5}, {37, 1024, 72, 1278, 36}},
  {"anim03", -2.0, {0x1.fe75d13397dd0p+8, 0x1.5de6a79186eaep+9, 0x1.ec35b1db740d2p+4, 0x1.0a6619e5006d4p+10, 0x1.fe41000000000p+7}, {37, 1024, 156, 2769, 169}},
  {"anim03", 26.0, {0x1.5ccb2f0dd93c5p+9, 0x1.c4b04b3d70d83p+9, 0x1.786609b1aa98ep+2, 0x1.e6320d37d0b73p+8, 0x1.b77c000000000p+5}, {37, 1024, 72, 1278, 36}},
};
