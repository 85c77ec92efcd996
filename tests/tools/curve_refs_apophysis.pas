{ curve_refs_apophysis.pas — reference values of Apophysis 7X's colour curves from its own code
  (src/Core/Bezier.pas, the curve its ImageMaker tabulates), for tests/unit/test_colour_curves.c.
  Built with Free Pascal and run by tests/tools/curve_refs.sh against an Apophysis 7X checkout
  outside this repository; only the numbers it prints are kept
  (tests/data/colour_curve_refs/apophysis.txt).

  For each of N sets of four curves (overall, red, green, blue: four points in 0..1 and a
  weight each in 0.2..3, from a fixed seed), the table ImageMaker makes (BezierFunc at i/256,
  times 256, for i = 0..256) and its lookup of a channel value ri (0..256), the overall
  curve's entry rounded and then the channel's, rounded:
    c x y w … (48 numbers)
    t i o r g b R G B        for every 8th i: the four tables' entries, then the lookups of ri = i }
program curve_refs_apophysis;

{$mode delphi}

uses SysUtils, Math, Bezier;

var
  seed: QWord = 20261201;

{ A fixed generator of our own (64-bit LCG, top 53 bits): the files are reproducible. }
function NextUnit: double;
begin
  seed := seed * 6364136223846793005 + 1442695040888963407;
  Result := (seed shr 11) / 9007199254740992.0;
end;

var
  points: array [0..3] of BezierPoints;
  weights: array [0..3] of BezierWeights;
  csa: array [0..3] of array [0..256] of double;
  s, k, i: integer;
  fs: TFormatSettings;
begin
  fs := DefaultFormatSettings;
  fs.DecimalSeparator := '.';
  WriteLn('# apophysis colour curves: c x y w (x48); t i overall red green blue R G B');
  for s := 1 to 40 do begin
    Write('c');
    for k := 0 to 3 do
      for i := 0 to 3 do begin
        points[k][i].x := NextUnit;
        points[k][i].y := NextUnit;
        weights[k][i] := 0.2 + 2.8 * NextUnit;
        if (s mod 4 = 0) then weights[k][i] := 1; { the weight Apophysis writes }
        Write(' ', FloatToStrF(points[k][i].x, ffGeneral, 17, 0, fs), ' ',
          FloatToStrF(points[k][i].y, ffGeneral, 17, 0, fs), ' ', FloatToStrF(weights[k][i], ffGeneral, 17, 0, fs));
      end;
    WriteLn;
    csa[0][0] := 0; csa[1][0] := 0; csa[2][0] := 0; csa[3][0] := 0;
    for i := 1 to 256 do
      for k := 0 to 3 do
        csa[k][i] := BezierFunc(i / 256.0, points[k], weights[k]) * 256;
    i := 0;
    while i <= 256 do begin
      Write('t ', i);
      for k := 0 to 3 do Write(' ', FloatToStrF(csa[k][i], ffGeneral, 17, 0, fs));
      for k := 1 to 3 do Write(' ', Round(csa[k][Round(csa[0][i])]));
      WriteLn;
      i := i + 8;
    end;
  end;
end.
