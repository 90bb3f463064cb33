; ModuleID = 'intops.hip'
source_filename = "intops.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_cb9291cc8e943a25 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_cb9291cc8e943a25 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc noundef range(i32 62, 61) i32 @_Z13collatz_stepsj(i32 noundef range(i32 1, 65536) %0) unnamed_addr #0 {
  %2 = icmp eq i32 %0, 1
  br i1 %2, label %19, label %3

3:                                                ; preds = %1, %13
  %4 = phi i32 [ %14, %13 ], [ %0, %1 ]
  %5 = phi i32 [ %15, %13 ], [ 0, %1 ]
  %6 = and i32 %4, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %3
  %9 = mul i32 %4, 3
  %10 = add i32 %9, 1
  br label %13

11:                                               ; preds = %3
  %12 = lshr exact i32 %4, 1
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %10, %8 ], [ %12, %11 ]
  %15 = add nuw nsw i32 %5, 1
  %16 = icmp ne i32 %15, 60
  %17 = icmp ne i32 %14, 1
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %3, label %19, !llvm.loop !9

19:                                               ; preds = %13, %1
  %20 = phi i32 [ 0, %1 ], [ %15, %13 ]
  ret i32 %20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @intops(ptr addrspace(1) noalias noundef readonly captures(none) %0, ptr addrspace(1) noalias noundef readonly captures(none) %1, ptr addrspace(1) noalias noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !11, !invariant.load !12, !noundef !12
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %574

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %15
  %17 = load i64, ptr addrspace(1) %16, align 8, !tbaa !13
  %18 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %15
  %19 = load i64, ptr addrspace(1) %18, align 8, !tbaa !13
  %20 = mul nsw i32 %12, 24
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %21
  %23 = trunc i64 %17 to i32
  %24 = trunc i64 %19 to i32
  %25 = and i64 %17, 31
  %26 = lshr i64 %19, %25
  %27 = or i64 %26, 1
  %28 = or i64 %19, 1
  %29 = and i64 %17, 15
  %30 = ashr i64 %28, %29
  %31 = freeze i64 %17
  %32 = freeze i64 %27
  %33 = udiv i64 %31, %32
  %34 = mul i64 %33, %32
  %35 = sub i64 %31, %34
  %36 = insertelement <2 x i64> poison, i64 %33, i64 0
  %37 = insertelement <2 x i64> %36, i64 %35, i64 1
  %38 = trunc <2 x i64> %37 to <2 x i32>
  store <2 x i32> %38, ptr addrspace(1) %22, align 4, !tbaa !5
  %39 = freeze i64 %17
  %40 = freeze i64 %30
  %41 = sdiv i64 %39, %40
  %42 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 8
  %43 = mul i64 %41, %40
  %44 = sub i64 %39, %43
  %45 = insertelement <2 x i64> poison, i64 %41, i64 0
  %46 = insertelement <2 x i64> %45, i64 %44, i64 1
  %47 = trunc <2 x i64> %46 to <2 x i32>
  store <2 x i32> %47, ptr addrspace(1) %42, align 4, !tbaa !5
  %48 = udiv i64 %17, 1000003
  %49 = sdiv i64 %17, -7
  %50 = xor i64 %48, %49
  %51 = trunc i64 %50 to i32
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 16
  store i32 %51, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = lshr i32 %24, 1
  %54 = or i32 %53, 1
  %55 = udiv i32 %23, %54
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 20
  store i32 %55, ptr addrspace(1) %56, align 4, !tbaa !5
  %57 = srem i32 %23, %54
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 24
  store i32 %57, ptr addrspace(1) %58, align 4, !tbaa !5
  %59 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %17)
  %60 = trunc nuw nsw i64 %59 to i32
  %61 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 28
  store i32 %60, ptr addrspace(1) %61, align 4, !tbaa !5
  %62 = or i64 %17, 1
  %63 = tail call range(i64 0, 64) i64 @llvm.ctlz.i64(i64 %62, i1 true)
  %64 = trunc nuw nsw i64 %63 to i32
  %65 = or i32 %24, 1
  %66 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %65, i1 true)
  %67 = shl nuw nsw i32 %66, 6
  %68 = or disjoint i32 %67, %64
  %69 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 32
  store i32 %68, ptr addrspace(1) %69, align 4, !tbaa !5
  %70 = or i32 %23, -2147483648
  %71 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %70, i1 true)
  %72 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 36
  store i32 %71, ptr addrspace(1) %72, align 4, !tbaa !5
  %73 = tail call i32 @llvm.bitreverse.i32(i32 %23)
  %74 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 40
  store i32 %73, ptr addrspace(1) %74, align 4, !tbaa !5
  %75 = tail call i32 @llvm.bswap.i32(i32 %24)
  %76 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 44
  store i32 %75, ptr addrspace(1) %76, align 4, !tbaa !5
  %77 = tail call i64 @llvm.bswap.i64(i64 %17)
  %78 = lshr i64 %77, 16
  %79 = trunc i64 %78 to i32
  %80 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 48
  store i32 %79, ptr addrspace(1) %80, align 4, !tbaa !5
  %81 = tail call i32 @llvm.fshl.i32(i32 %23, i32 %23, i32 %24)
  %82 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 52
  store i32 %81, ptr addrspace(1) %82, align 4, !tbaa !5
  %83 = and i64 %19, 63
  %84 = tail call i64 @llvm.fshr.i64(i64 %17, i64 %17, i64 %19)
  %85 = lshr i64 %84, 7
  %86 = trunc i64 %85 to i32
  %87 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 56
  store i32 %86, ptr addrspace(1) %87, align 4, !tbaa !5
  %88 = and i32 %23, 7
  switch i32 %88, label %99 [
    i32 0, label %89
    i32 1, label %91
    i32 2, label %93
    i32 3, label %93
    i32 5, label %95
    i32 6, label %97
  ]

89:                                               ; preds = %14
  %90 = xor i32 %24, %23
  br label %99

91:                                               ; preds = %14
  %92 = add i32 %23, 17
  br label %99

93:                                               ; preds = %14, %14
  %94 = mul i32 %24, 3
  br label %99

95:                                               ; preds = %14
  %96 = lshr i32 %23, 3
  br label %99

97:                                               ; preds = %14
  %98 = xor i32 %24, -1
  br label %99

99:                                               ; preds = %14, %89, %91, %93, %95, %97
  %100 = phi i32 [ %98, %97 ], [ %90, %89 ], [ %92, %91 ], [ %94, %93 ], [ %96, %95 ], [ 4660, %14 ]
  %101 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 60
  store i32 %100, ptr addrspace(1) %101, align 4, !tbaa !5
  %102 = and i32 %23, 65534
  %103 = or disjoint i32 %102, 1
  %104 = tail call fastcc noundef i32 @_Z13collatz_stepsj(i32 noundef %103) #6
  %105 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 64
  store i32 %104, ptr addrspace(1) %105, align 4, !tbaa !5
  %106 = and i32 %23, 1
  %107 = icmp ne i32 %106, 0
  br i1 %107, label %432, label %430

108:                                              ; preds = %462
  %109 = icmp eq i32 %465, 0
  br i1 %109, label %148, label %110

110:                                              ; preds = %108
  %111 = add nuw nsw i32 %463, 9
  br label %112

112:                                              ; preds = %462, %110
  %113 = phi i32 [ %467, %462 ], [ %111, %110 ]
  br i1 %468, label %114, label %118

114:                                              ; preds = %112
  %115 = icmp samesign ult i32 %465, 2
  br i1 %115, label %148, label %116

116:                                              ; preds = %114
  %117 = add nuw nsw i32 %113, 10
  br label %118

118:                                              ; preds = %116, %112
  %119 = phi i32 [ %113, %112 ], [ %117, %116 ]
  br i1 %468, label %124, label %120

120:                                              ; preds = %118
  %121 = icmp samesign ult i32 %465, 3
  br i1 %121, label %148, label %122

122:                                              ; preds = %120
  %123 = add nuw nsw i32 %119, 11
  br label %124

124:                                              ; preds = %122, %118
  %125 = phi i32 [ %119, %118 ], [ %123, %122 ]
  br i1 %468, label %126, label %130

126:                                              ; preds = %124
  %127 = icmp samesign ult i32 %465, 4
  br i1 %127, label %148, label %128

128:                                              ; preds = %126
  %129 = add nuw nsw i32 %125, 12
  br label %130

130:                                              ; preds = %128, %124
  %131 = phi i32 [ %125, %124 ], [ %129, %128 ]
  br i1 %468, label %136, label %132

132:                                              ; preds = %130
  %133 = icmp samesign ult i32 %465, 5
  br i1 %133, label %148, label %134

134:                                              ; preds = %132
  %135 = add nuw nsw i32 %131, 13
  br label %136

136:                                              ; preds = %134, %130
  %137 = phi i32 [ %131, %130 ], [ %135, %134 ]
  br i1 %468, label %138, label %142

138:                                              ; preds = %136
  %139 = icmp samesign ult i32 %465, 6
  br i1 %139, label %148, label %140

140:                                              ; preds = %138
  %141 = add nuw nsw i32 %137, 14
  br label %142

142:                                              ; preds = %140, %136
  %143 = phi i32 [ %137, %136 ], [ %141, %140 ]
  %144 = icmp eq i32 %465, 7
  %145 = and i1 %107, %144
  %146 = add nuw nsw i32 %143, 15
  %147 = select i1 %145, i32 %146, i32 %143
  br label %148

148:                                              ; preds = %142, %138, %132, %126, %120, %114, %108
  %149 = phi i32 [ %125, %126 ], [ %137, %138 ], [ %467, %108 ], [ %147, %142 ], [ %113, %114 ], [ %131, %132 ], [ %119, %120 ]
  %150 = lshr i32 %23, 2
  %151 = and i32 %150, 7
  %152 = add nuw nsw i32 %149, 16
  %153 = select i1 %107, i32 %149, i32 %152
  br i1 %468, label %154, label %158

154:                                              ; preds = %148
  %155 = icmp eq i32 %151, 0
  br i1 %155, label %194, label %156

156:                                              ; preds = %154
  %157 = add nuw nsw i32 %149, 33
  br label %158

158:                                              ; preds = %156, %148
  %159 = phi i32 [ %153, %148 ], [ %157, %156 ]
  br i1 %468, label %160, label %164

160:                                              ; preds = %158
  %161 = icmp samesign ult i32 %151, 2
  br i1 %161, label %194, label %162

162:                                              ; preds = %160
  %163 = add nuw nsw i32 %159, 18
  br label %164

164:                                              ; preds = %162, %158
  %165 = phi i32 [ %159, %158 ], [ %163, %162 ]
  br i1 %468, label %166, label %170

166:                                              ; preds = %164
  %167 = icmp samesign ult i32 %151, 3
  br i1 %167, label %194, label %168

168:                                              ; preds = %166
  %169 = add nuw nsw i32 %165, 19
  br label %170

170:                                              ; preds = %168, %164
  %171 = phi i32 [ %165, %164 ], [ %169, %168 ]
  br i1 %468, label %172, label %176

172:                                              ; preds = %170
  %173 = icmp samesign ult i32 %151, 4
  br i1 %173, label %194, label %174

174:                                              ; preds = %172
  %175 = add nuw nsw i32 %171, 20
  br label %176

176:                                              ; preds = %174, %170
  %177 = phi i32 [ %171, %170 ], [ %175, %174 ]
  br i1 %468, label %178, label %182

178:                                              ; preds = %176
  %179 = icmp samesign ult i32 %151, 5
  br i1 %179, label %194, label %180

180:                                              ; preds = %178
  %181 = add nuw nsw i32 %177, 21
  br label %182

182:                                              ; preds = %180, %176
  %183 = phi i32 [ %177, %176 ], [ %181, %180 ]
  br i1 %468, label %184, label %188

184:                                              ; preds = %182
  %185 = icmp samesign ult i32 %151, 6
  br i1 %185, label %194, label %186

186:                                              ; preds = %184
  %187 = add nuw nsw i32 %183, 22
  br label %188

188:                                              ; preds = %186, %182
  %189 = phi i32 [ %183, %182 ], [ %187, %186 ]
  %190 = icmp eq i32 %151, 7
  %191 = and i1 %468, %190
  %192 = add nuw nsw i32 %189, 23
  %193 = select i1 %191, i32 %192, i32 %189
  br label %194

194:                                              ; preds = %188, %184, %178, %172, %166, %160, %154
  %195 = phi i32 [ %171, %172 ], [ %183, %184 ], [ %153, %154 ], [ %193, %188 ], [ %159, %160 ], [ %177, %178 ], [ %165, %166 ]
  %196 = lshr i32 %23, 3
  %197 = and i32 %196, 7
  %198 = add nuw nsw i32 %195, 24
  %199 = select i1 %107, i32 %195, i32 %198
  br i1 %468, label %204, label %200

200:                                              ; preds = %194
  %201 = icmp eq i32 %197, 0
  br i1 %201, label %240, label %202

202:                                              ; preds = %200
  %203 = add nuw nsw i32 %195, 25
  br label %204

204:                                              ; preds = %202, %194
  %205 = phi i32 [ %199, %194 ], [ %203, %202 ]
  br i1 %468, label %206, label %210

206:                                              ; preds = %204
  %207 = icmp samesign ult i32 %197, 2
  br i1 %207, label %240, label %208

208:                                              ; preds = %206
  %209 = add nuw nsw i32 %205, 26
  br label %210

210:                                              ; preds = %208, %204
  %211 = phi i32 [ %205, %204 ], [ %209, %208 ]
  br i1 %468, label %216, label %212

212:                                              ; preds = %210
  %213 = icmp samesign ult i32 %197, 3
  br i1 %213, label %240, label %214

214:                                              ; preds = %212
  %215 = add nuw nsw i32 %211, 27
  br label %216

216:                                              ; preds = %214, %210
  %217 = phi i32 [ %211, %210 ], [ %215, %214 ]
  br i1 %468, label %218, label %222

218:                                              ; preds = %216
  %219 = icmp samesign ult i32 %197, 4
  br i1 %219, label %240, label %220

220:                                              ; preds = %218
  %221 = add nuw nsw i32 %217, 28
  br label %222

222:                                              ; preds = %220, %216
  %223 = phi i32 [ %217, %216 ], [ %221, %220 ]
  br i1 %468, label %228, label %224

224:                                              ; preds = %222
  %225 = icmp samesign ult i32 %197, 5
  br i1 %225, label %240, label %226

226:                                              ; preds = %224
  %227 = add nuw nsw i32 %223, 29
  br label %228

228:                                              ; preds = %226, %222
  %229 = phi i32 [ %223, %222 ], [ %227, %226 ]
  br i1 %468, label %230, label %234

230:                                              ; preds = %228
  %231 = icmp samesign ult i32 %197, 6
  br i1 %231, label %240, label %232

232:                                              ; preds = %230
  %233 = add nuw nsw i32 %229, 30
  br label %234

234:                                              ; preds = %232, %228
  %235 = phi i32 [ %229, %228 ], [ %233, %232 ]
  %236 = icmp eq i32 %197, 7
  %237 = and i1 %107, %236
  %238 = add nuw nsw i32 %235, 31
  %239 = select i1 %237, i32 %238, i32 %235
  br label %240

240:                                              ; preds = %234, %230, %224, %218, %212, %206, %200
  %241 = phi i32 [ %217, %218 ], [ %229, %230 ], [ %199, %200 ], [ %239, %234 ], [ %205, %206 ], [ %223, %224 ], [ %211, %212 ]
  %242 = lshr i32 %23, 4
  %243 = and i32 %242, 7
  %244 = add nuw nsw i32 %241, 32
  %245 = select i1 %107, i32 %241, i32 %244
  br i1 %468, label %246, label %250

246:                                              ; preds = %240
  %247 = icmp eq i32 %243, 0
  br i1 %247, label %286, label %248

248:                                              ; preds = %246
  %249 = add nuw nsw i32 %241, 65
  br label %250

250:                                              ; preds = %248, %240
  %251 = phi i32 [ %245, %240 ], [ %249, %248 ]
  br i1 %468, label %252, label %256

252:                                              ; preds = %250
  %253 = icmp samesign ult i32 %243, 2
  br i1 %253, label %286, label %254

254:                                              ; preds = %252
  %255 = add nuw nsw i32 %251, 34
  br label %256

256:                                              ; preds = %254, %250
  %257 = phi i32 [ %251, %250 ], [ %255, %254 ]
  br i1 %468, label %258, label %262

258:                                              ; preds = %256
  %259 = icmp samesign ult i32 %243, 3
  br i1 %259, label %286, label %260

260:                                              ; preds = %258
  %261 = add nuw nsw i32 %257, 35
  br label %262

262:                                              ; preds = %260, %256
  %263 = phi i32 [ %257, %256 ], [ %261, %260 ]
  br i1 %468, label %264, label %268

264:                                              ; preds = %262
  %265 = icmp samesign ult i32 %243, 4
  br i1 %265, label %286, label %266

266:                                              ; preds = %264
  %267 = add nuw nsw i32 %263, 36
  br label %268

268:                                              ; preds = %266, %262
  %269 = phi i32 [ %263, %262 ], [ %267, %266 ]
  br i1 %468, label %270, label %274

270:                                              ; preds = %268
  %271 = icmp samesign ult i32 %243, 5
  br i1 %271, label %286, label %272

272:                                              ; preds = %270
  %273 = add nuw nsw i32 %269, 37
  br label %274

274:                                              ; preds = %272, %268
  %275 = phi i32 [ %269, %268 ], [ %273, %272 ]
  br i1 %468, label %276, label %280

276:                                              ; preds = %274
  %277 = icmp samesign ult i32 %243, 6
  br i1 %277, label %286, label %278

278:                                              ; preds = %276
  %279 = add nuw nsw i32 %275, 38
  br label %280

280:                                              ; preds = %278, %274
  %281 = phi i32 [ %275, %274 ], [ %279, %278 ]
  %282 = icmp eq i32 %243, 7
  %283 = and i1 %468, %282
  %284 = add nuw nsw i32 %281, 39
  %285 = select i1 %283, i32 %284, i32 %281
  br label %286

286:                                              ; preds = %280, %276, %270, %264, %258, %252, %246
  %287 = phi i32 [ %263, %264 ], [ %275, %276 ], [ %245, %246 ], [ %285, %280 ], [ %251, %252 ], [ %269, %270 ], [ %257, %258 ]
  %288 = icmp samesign ugt i32 %287, 600
  br i1 %288, label %469, label %289

289:                                              ; preds = %286
  %290 = lshr i32 %23, 5
  %291 = and i32 %290, 7
  %292 = add nuw nsw i32 %287, 40
  %293 = select i1 %107, i32 %287, i32 %292
  br i1 %468, label %298, label %294

294:                                              ; preds = %289
  %295 = icmp eq i32 %291, 0
  br i1 %295, label %334, label %296

296:                                              ; preds = %294
  %297 = add nuw nsw i32 %287, 41
  br label %298

298:                                              ; preds = %296, %289
  %299 = phi i32 [ %293, %289 ], [ %297, %296 ]
  br i1 %468, label %300, label %304

300:                                              ; preds = %298
  %301 = icmp samesign ult i32 %291, 2
  br i1 %301, label %334, label %302

302:                                              ; preds = %300
  %303 = add nuw nsw i32 %299, 42
  br label %304

304:                                              ; preds = %302, %298
  %305 = phi i32 [ %299, %298 ], [ %303, %302 ]
  br i1 %468, label %310, label %306

306:                                              ; preds = %304
  %307 = icmp samesign ult i32 %291, 3
  br i1 %307, label %334, label %308

308:                                              ; preds = %306
  %309 = add nuw nsw i32 %305, 43
  br label %310

310:                                              ; preds = %308, %304
  %311 = phi i32 [ %305, %304 ], [ %309, %308 ]
  br i1 %468, label %312, label %316

312:                                              ; preds = %310
  %313 = icmp samesign ult i32 %291, 4
  br i1 %313, label %334, label %314

314:                                              ; preds = %312
  %315 = add nuw nsw i32 %311, 44
  br label %316

316:                                              ; preds = %314, %310
  %317 = phi i32 [ %311, %310 ], [ %315, %314 ]
  br i1 %468, label %322, label %318

318:                                              ; preds = %316
  %319 = icmp samesign ult i32 %291, 5
  br i1 %319, label %334, label %320

320:                                              ; preds = %318
  %321 = add nuw nsw i32 %317, 45
  br label %322

322:                                              ; preds = %320, %316
  %323 = phi i32 [ %317, %316 ], [ %321, %320 ]
  br i1 %468, label %324, label %328

324:                                              ; preds = %322
  %325 = icmp samesign ult i32 %291, 6
  br i1 %325, label %334, label %326

326:                                              ; preds = %324
  %327 = add nuw nsw i32 %323, 46
  br label %328

328:                                              ; preds = %326, %322
  %329 = phi i32 [ %323, %322 ], [ %327, %326 ]
  %330 = icmp eq i32 %291, 7
  %331 = and i1 %107, %330
  %332 = add nuw nsw i32 %329, 47
  %333 = select i1 %331, i32 %332, i32 %329
  br label %334

334:                                              ; preds = %328, %324, %318, %312, %306, %300, %294
  %335 = phi i32 [ %311, %312 ], [ %323, %324 ], [ %293, %294 ], [ %333, %328 ], [ %299, %300 ], [ %317, %318 ], [ %305, %306 ]
  %336 = icmp samesign ugt i32 %335, 600
  br i1 %336, label %469, label %337

337:                                              ; preds = %334
  %338 = lshr i32 %23, 6
  %339 = and i32 %338, 7
  %340 = add nuw nsw i32 %335, 48
  %341 = select i1 %107, i32 %335, i32 %340
  br i1 %468, label %342, label %346

342:                                              ; preds = %337
  %343 = icmp eq i32 %339, 0
  br i1 %343, label %382, label %344

344:                                              ; preds = %342
  %345 = add nuw nsw i32 %335, 97
  br label %346

346:                                              ; preds = %344, %337
  %347 = phi i32 [ %341, %337 ], [ %345, %344 ]
  br i1 %468, label %348, label %352

348:                                              ; preds = %346
  %349 = icmp samesign ult i32 %339, 2
  br i1 %349, label %382, label %350

350:                                              ; preds = %348
  %351 = add nuw nsw i32 %347, 50
  br label %352

352:                                              ; preds = %350, %346
  %353 = phi i32 [ %347, %346 ], [ %351, %350 ]
  br i1 %468, label %354, label %358

354:                                              ; preds = %352
  %355 = icmp samesign ult i32 %339, 3
  br i1 %355, label %382, label %356

356:                                              ; preds = %354
  %357 = add nuw nsw i32 %353, 51
  br label %358

358:                                              ; preds = %356, %352
  %359 = phi i32 [ %353, %352 ], [ %357, %356 ]
  br i1 %468, label %360, label %364

360:                                              ; preds = %358
  %361 = icmp samesign ult i32 %339, 4
  br i1 %361, label %382, label %362

362:                                              ; preds = %360
  %363 = add nuw nsw i32 %359, 52
  br label %364

364:                                              ; preds = %362, %358
  %365 = phi i32 [ %359, %358 ], [ %363, %362 ]
  br i1 %468, label %366, label %370

366:                                              ; preds = %364
  %367 = icmp samesign ult i32 %339, 5
  br i1 %367, label %382, label %368

368:                                              ; preds = %366
  %369 = add nuw nsw i32 %365, 53
  br label %370

370:                                              ; preds = %368, %364
  %371 = phi i32 [ %365, %364 ], [ %369, %368 ]
  br i1 %468, label %372, label %376

372:                                              ; preds = %370
  %373 = icmp samesign ult i32 %339, 6
  br i1 %373, label %382, label %374

374:                                              ; preds = %372
  %375 = add nuw nsw i32 %371, 54
  br label %376

376:                                              ; preds = %374, %370
  %377 = phi i32 [ %371, %370 ], [ %375, %374 ]
  %378 = icmp eq i32 %339, 7
  %379 = and i1 %468, %378
  %380 = add nuw nsw i32 %377, 55
  %381 = select i1 %379, i32 %380, i32 %377
  br label %382

382:                                              ; preds = %376, %372, %366, %360, %354, %348, %342
  %383 = phi i32 [ %359, %360 ], [ %371, %372 ], [ %341, %342 ], [ %381, %376 ], [ %347, %348 ], [ %365, %366 ], [ %353, %354 ]
  %384 = icmp samesign ugt i32 %383, 600
  br i1 %384, label %469, label %385

385:                                              ; preds = %382
  %386 = lshr i32 %23, 7
  %387 = and i32 %386, 7
  %388 = add nuw nsw i32 %383, 56
  %389 = select i1 %107, i32 %383, i32 %388
  br i1 %468, label %394, label %390

390:                                              ; preds = %385
  %391 = icmp eq i32 %387, 0
  br i1 %391, label %469, label %392

392:                                              ; preds = %390
  %393 = add nuw nsw i32 %383, 57
  br label %394

394:                                              ; preds = %392, %385
  %395 = phi i32 [ %389, %385 ], [ %393, %392 ]
  br i1 %468, label %396, label %400

396:                                              ; preds = %394
  %397 = icmp samesign ult i32 %387, 2
  br i1 %397, label %469, label %398

398:                                              ; preds = %396
  %399 = add nuw nsw i32 %395, 58
  br label %400

400:                                              ; preds = %398, %394
  %401 = phi i32 [ %395, %394 ], [ %399, %398 ]
  br i1 %468, label %406, label %402

402:                                              ; preds = %400
  %403 = icmp samesign ult i32 %387, 3
  br i1 %403, label %469, label %404

404:                                              ; preds = %402
  %405 = add nuw nsw i32 %401, 59
  br label %406

406:                                              ; preds = %404, %400
  %407 = phi i32 [ %401, %400 ], [ %405, %404 ]
  br i1 %468, label %408, label %412

408:                                              ; preds = %406
  %409 = icmp samesign ult i32 %387, 4
  br i1 %409, label %469, label %410

410:                                              ; preds = %408
  %411 = add nuw nsw i32 %407, 60
  br label %412

412:                                              ; preds = %410, %406
  %413 = phi i32 [ %407, %406 ], [ %411, %410 ]
  br i1 %468, label %418, label %414

414:                                              ; preds = %412
  %415 = icmp samesign ult i32 %387, 5
  br i1 %415, label %469, label %416

416:                                              ; preds = %414
  %417 = add nuw nsw i32 %413, 61
  br label %418

418:                                              ; preds = %416, %412
  %419 = phi i32 [ %413, %412 ], [ %417, %416 ]
  br i1 %468, label %420, label %424

420:                                              ; preds = %418
  %421 = icmp samesign ult i32 %387, 6
  br i1 %421, label %469, label %422

422:                                              ; preds = %420
  %423 = add nuw nsw i32 %419, 62
  br label %424

424:                                              ; preds = %422, %418
  %425 = phi i32 [ %419, %418 ], [ %423, %422 ]
  %426 = icmp eq i32 %387, 7
  %427 = and i1 %107, %426
  %428 = add nuw nsw i32 %425, 63
  %429 = select i1 %427, i32 %428, i32 %425
  br label %469

430:                                              ; preds = %99
  %431 = icmp eq i32 %88, 0
  br i1 %431, label %462, label %432

432:                                              ; preds = %430, %99
  %433 = phi i32 [ 0, %99 ], [ 1, %430 ]
  br i1 %107, label %438, label %434

434:                                              ; preds = %432
  %435 = icmp samesign ult i32 %88, 2
  br i1 %435, label %462, label %436

436:                                              ; preds = %434
  %437 = or disjoint i32 %433, 2
  br label %438

438:                                              ; preds = %436, %432
  %439 = phi i32 [ %433, %432 ], [ %437, %436 ]
  br i1 %107, label %444, label %440

440:                                              ; preds = %438
  %441 = icmp samesign ult i32 %88, 3
  br i1 %441, label %462, label %442

442:                                              ; preds = %440
  %443 = add nuw nsw i32 %439, 3
  br label %444

444:                                              ; preds = %442, %438
  %445 = phi i32 [ %439, %438 ], [ %443, %442 ]
  br i1 %107, label %450, label %446

446:                                              ; preds = %444
  %447 = icmp samesign ult i32 %88, 4
  br i1 %447, label %462, label %448

448:                                              ; preds = %446
  %449 = add nuw nsw i32 %445, 4
  br label %450

450:                                              ; preds = %448, %444
  %451 = phi i32 [ %445, %444 ], [ %449, %448 ]
  br i1 %107, label %456, label %452

452:                                              ; preds = %450
  %453 = icmp samesign ult i32 %88, 5
  br i1 %453, label %462, label %454

454:                                              ; preds = %452
  %455 = add nuw nsw i32 %451, 5
  br label %456

456:                                              ; preds = %454, %450
  %457 = phi i32 [ %451, %450 ], [ %455, %454 ]
  %458 = icmp samesign ult i32 %88, 6
  %459 = select i1 %107, i1 true, i1 %458
  %460 = add nuw nsw i32 %457, 6
  %461 = select i1 %459, i32 %457, i32 %460
  br label %462

462:                                              ; preds = %456, %452, %446, %440, %434, %430
  %463 = phi i32 [ %445, %446 ], [ %461, %456 ], [ 0, %430 ], [ %439, %440 ], [ %433, %434 ], [ %451, %452 ]
  %464 = lshr i32 %23, 1
  %465 = and i32 %464, 7
  %466 = add nuw nsw i32 %463, 8
  %467 = select i1 %107, i32 %463, i32 %466
  %468 = icmp eq i32 %106, 0
  br i1 %468, label %112, label %108

469:                                              ; preds = %286, %334, %382, %390, %396, %402, %408, %414, %420, %424
  %470 = phi i32 [ %335, %334 ], [ %383, %382 ], [ %287, %286 ], [ %407, %408 ], [ %419, %420 ], [ %389, %390 ], [ %429, %424 ], [ %395, %396 ], [ %413, %414 ], [ %401, %402 ]
  %471 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 68
  store i32 %470, ptr addrspace(1) %471, align 4, !tbaa !5
  %472 = and i64 %17, 4294967295
  %473 = and i64 %19, 4294967295
  %474 = mul nuw i64 %473, %472
  %475 = lshr i64 %474, 32
  %476 = trunc nuw i64 %475 to i32
  %477 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 72
  store i32 %476, ptr addrspace(1) %477, align 4, !tbaa !5
  %478 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %23, i32 %24)
  %479 = extractvalue { i32, i1 } %478, 1
  %480 = extractvalue { i32, i1 } %478, 0
  %481 = select i1 %479, i32 -2147483648, i32 0
  %482 = xor i32 %481, %480
  %483 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 76
  store i32 %482, ptr addrspace(1) %483, align 4, !tbaa !5
  %484 = tail call i32 @llvm.smin.i32(i32 %23, i32 %24)
  %485 = tail call i32 @llvm.abs.i32(i32 %484, i1 true)
  %486 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 80
  store i32 %485, ptr addrspace(1) %486, align 4, !tbaa !5
  %487 = icmp ugt i32 %23, %24
  %488 = sub nuw i32 %23, %24
  %489 = sub nuw i32 %24, %23
  %490 = select i1 %487, i32 %488, i32 %489
  %491 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 84
  store i32 %490, ptr addrspace(1) %491, align 4, !tbaa !5
  %492 = ashr i64 %17, %83
  %493 = trunc i64 %492 to i32
  %494 = mul i64 %19, %17
  %495 = lshr i64 %494, 40
  %496 = trunc nuw nsw i64 %495 to i32
  %497 = add i32 %493, %496
  %498 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 88
  store i32 %497, ptr addrspace(1) %498, align 4, !tbaa !5
  %499 = add i32 %53, %23
  %500 = shl i32 %23, 1
  %501 = lshr i32 %24, 2
  %502 = add i32 %500, %501
  %503 = mul i32 %23, 3
  %504 = lshr i32 %24, 3
  %505 = add i32 %503, %504
  %506 = shl i32 %23, 2
  %507 = lshr i32 %24, 4
  %508 = add i32 %506, %507
  %509 = mul i32 %23, 5
  %510 = lshr i32 %24, 5
  %511 = add i32 %509, %510
  %512 = mul i32 %23, 6
  %513 = lshr i32 %24, 6
  %514 = add i32 %512, %513
  %515 = mul i32 %23, 7
  %516 = lshr i32 %24, 7
  %517 = add i32 %515, %516
  %518 = shl i32 %23, 3
  %519 = lshr i32 %24, 8
  %520 = add i32 %518, %519
  %521 = mul i32 %23, 9
  %522 = lshr i32 %24, 9
  %523 = add i32 %521, %522
  %524 = mul i32 %23, 10
  %525 = lshr i32 %24, 10
  %526 = add i32 %524, %525
  %527 = mul i32 %23, 11
  %528 = lshr i32 %24, 11
  %529 = add i32 %527, %528
  %530 = mul i32 %23, 12
  %531 = lshr i32 %24, 12
  %532 = add i32 %530, %531
  %533 = mul i32 %23, 13
  %534 = lshr i32 %24, 13
  %535 = add i32 %533, %534
  %536 = mul i32 %23, 14
  %537 = lshr i32 %24, 14
  %538 = add i32 %536, %537
  %539 = mul i32 %23, 15
  %540 = lshr i32 %24, 15
  %541 = add i32 %539, %540
  %542 = add i32 %499, %24
  %543 = tail call i32 @llvm.umax.i32(i32 %499, i32 %24)
  %544 = add i32 %502, %542
  %545 = tail call i32 @llvm.umax.i32(i32 %502, i32 %543)
  %546 = add i32 %505, %544
  %547 = tail call i32 @llvm.umax.i32(i32 %505, i32 %545)
  %548 = add i32 %508, %546
  %549 = tail call i32 @llvm.umax.i32(i32 %508, i32 %547)
  %550 = add i32 %511, %548
  %551 = tail call i32 @llvm.umax.i32(i32 %511, i32 %549)
  %552 = add i32 %514, %550
  %553 = tail call i32 @llvm.umax.i32(i32 %514, i32 %551)
  %554 = add i32 %517, %552
  %555 = tail call i32 @llvm.umax.i32(i32 %517, i32 %553)
  %556 = add i32 %520, %554
  %557 = tail call i32 @llvm.umax.i32(i32 %520, i32 %555)
  %558 = add i32 %523, %556
  %559 = tail call i32 @llvm.umax.i32(i32 %523, i32 %557)
  %560 = add i32 %526, %558
  %561 = tail call i32 @llvm.umax.i32(i32 %526, i32 %559)
  %562 = add i32 %529, %560
  %563 = tail call i32 @llvm.umax.i32(i32 %529, i32 %561)
  %564 = add i32 %532, %562
  %565 = tail call i32 @llvm.umax.i32(i32 %532, i32 %563)
  %566 = add i32 %535, %564
  %567 = tail call i32 @llvm.umax.i32(i32 %535, i32 %565)
  %568 = add i32 %538, %566
  %569 = tail call i32 @llvm.umax.i32(i32 %538, i32 %567)
  %570 = add i32 %541, %568
  %571 = tail call i32 @llvm.umax.i32(i32 %541, i32 %569)
  %572 = xor i32 %571, %570
  %573 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 92
  store i32 %572, ptr addrspace(1) %573, align 4, !tbaa !5
  br label %574

574:                                              ; preds = %4, %469
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{i16 1, i16 1025}
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
