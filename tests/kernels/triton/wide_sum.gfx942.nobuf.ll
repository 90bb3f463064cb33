; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @wide_sum(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %7 = and i32 %6, 63, !dbg !12
  %8 = shl nuw nsw i32 %7, 2, !dbg !12
  %9 = or disjoint i32 %8, 1, !dbg !12
  %10 = or disjoint i32 %8, 2, !dbg !12
  %11 = or disjoint i32 %8, 3, !dbg !12
  %12 = or disjoint i32 %8, 256, !dbg !12
  %13 = or disjoint i32 %8, 257, !dbg !12
  %14 = or disjoint i32 %8, 258, !dbg !12
  %15 = or disjoint i32 %8, 259, !dbg !12
  %16 = or disjoint i32 %8, 512, !dbg !12
  %17 = or disjoint i32 %8, 513, !dbg !12
  %18 = or disjoint i32 %8, 514, !dbg !12
  %19 = or disjoint i32 %8, 515, !dbg !12
  %20 = or disjoint i32 %8, 768, !dbg !12
  %21 = or disjoint i32 %8, 769, !dbg !12
  %22 = or disjoint i32 %8, 770, !dbg !12
  %23 = or disjoint i32 %8, 771, !dbg !12
  %24 = or disjoint i32 %8, 1024, !dbg !12
  %25 = or disjoint i32 %8, 1025, !dbg !12
  %26 = or disjoint i32 %8, 1026, !dbg !12
  %27 = or disjoint i32 %8, 1027, !dbg !12
  %28 = or disjoint i32 %8, 1280, !dbg !12
  %29 = or disjoint i32 %8, 1281, !dbg !12
  %30 = or disjoint i32 %8, 1282, !dbg !12
  %31 = or disjoint i32 %8, 1283, !dbg !12
  %32 = or disjoint i32 %8, 1536, !dbg !12
  %33 = or disjoint i32 %8, 1537, !dbg !12
  %34 = or disjoint i32 %8, 1538, !dbg !12
  %35 = or disjoint i32 %8, 1539, !dbg !12
  %36 = or disjoint i32 %8, 1792, !dbg !12
  %37 = or disjoint i32 %8, 1793, !dbg !12
  %38 = or disjoint i32 %8, 1794, !dbg !12
  %39 = or disjoint i32 %8, 1795, !dbg !12
  %40 = icmp slt i32 %8, %2, !dbg !13
  %41 = icmp slt i32 %9, %2, !dbg !13
  %42 = icmp slt i32 %10, %2, !dbg !13
  %43 = icmp slt i32 %11, %2, !dbg !13
  %44 = icmp slt i32 %12, %2, !dbg !13
  %45 = icmp slt i32 %13, %2, !dbg !13
  %46 = icmp slt i32 %14, %2, !dbg !13
  %47 = icmp slt i32 %15, %2, !dbg !13
  %48 = icmp slt i32 %16, %2, !dbg !13
  %49 = icmp slt i32 %17, %2, !dbg !13
  %50 = icmp slt i32 %18, %2, !dbg !13
  %51 = icmp slt i32 %19, %2, !dbg !13
  %52 = icmp slt i32 %20, %2, !dbg !13
  %53 = icmp slt i32 %21, %2, !dbg !13
  %54 = icmp slt i32 %22, %2, !dbg !13
  %55 = icmp slt i32 %23, %2, !dbg !13
  %56 = icmp slt i32 %24, %2, !dbg !13
  %57 = icmp slt i32 %25, %2, !dbg !13
  %58 = icmp slt i32 %26, %2, !dbg !13
  %59 = icmp slt i32 %27, %2, !dbg !13
  %60 = icmp slt i32 %28, %2, !dbg !13
  %61 = icmp slt i32 %29, %2, !dbg !13
  %62 = icmp slt i32 %30, %2, !dbg !13
  %63 = icmp slt i32 %31, %2, !dbg !13
  %64 = icmp slt i32 %32, %2, !dbg !13
  %65 = icmp slt i32 %33, %2, !dbg !13
  %66 = icmp slt i32 %34, %2, !dbg !13
  %67 = icmp slt i32 %35, %2, !dbg !13
  %68 = icmp slt i32 %36, %2, !dbg !13
  %69 = icmp slt i32 %37, %2, !dbg !13
  %70 = icmp slt i32 %38, %2, !dbg !13
  %71 = icmp slt i32 %39, %2, !dbg !13
  %72 = zext nneg i32 %9 to i64, !dbg !14
  %73 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %72, !dbg !14
  %74 = zext nneg i32 %10 to i64, !dbg !14
  %75 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %74, !dbg !14
  %76 = zext nneg i32 %11 to i64, !dbg !14
  %77 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %76, !dbg !14
  %78 = zext nneg i32 %12 to i64, !dbg !14
  %79 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %78, !dbg !14
  %80 = zext nneg i32 %13 to i64, !dbg !14
  %81 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %80, !dbg !14
  %82 = zext nneg i32 %14 to i64, !dbg !14
  %83 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %82, !dbg !14
  %84 = zext nneg i32 %15 to i64, !dbg !14
  %85 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %84, !dbg !14
  %86 = zext nneg i32 %16 to i64, !dbg !14
  %87 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %86, !dbg !14
  %88 = zext nneg i32 %17 to i64, !dbg !14
  %89 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %88, !dbg !14
  %90 = zext nneg i32 %18 to i64, !dbg !14
  %91 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %90, !dbg !14
  %92 = zext nneg i32 %19 to i64, !dbg !14
  %93 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %92, !dbg !14
  %94 = zext nneg i32 %20 to i64, !dbg !14
  %95 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %94, !dbg !14
  %96 = zext nneg i32 %21 to i64, !dbg !14
  %97 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %96, !dbg !14
  %98 = zext nneg i32 %22 to i64, !dbg !14
  %99 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %98, !dbg !14
  %100 = zext nneg i32 %23 to i64, !dbg !14
  %101 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %100, !dbg !14
  %102 = zext nneg i32 %24 to i64, !dbg !14
  %103 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %102, !dbg !14
  %104 = zext nneg i32 %25 to i64, !dbg !14
  %105 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %104, !dbg !14
  %106 = zext nneg i32 %26 to i64, !dbg !14
  %107 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %106, !dbg !14
  %108 = zext nneg i32 %27 to i64, !dbg !14
  %109 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %108, !dbg !14
  %110 = zext nneg i32 %28 to i64, !dbg !14
  %111 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %110, !dbg !14
  %112 = zext nneg i32 %29 to i64, !dbg !14
  %113 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %112, !dbg !14
  %114 = zext nneg i32 %30 to i64, !dbg !14
  %115 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %114, !dbg !14
  %116 = zext nneg i32 %31 to i64, !dbg !14
  %117 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %116, !dbg !14
  %118 = zext nneg i32 %32 to i64, !dbg !14
  %119 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %118, !dbg !14
  %120 = zext nneg i32 %33 to i64, !dbg !14
  %121 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %120, !dbg !14
  %122 = zext nneg i32 %34 to i64, !dbg !14
  %123 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %122, !dbg !14
  %124 = zext nneg i32 %35 to i64, !dbg !14
  %125 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %124, !dbg !14
  %126 = zext nneg i32 %36 to i64, !dbg !14
  %127 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %126, !dbg !14
  %128 = zext nneg i32 %37 to i64, !dbg !14
  %129 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %128, !dbg !14
  %130 = zext nneg i32 %38 to i64, !dbg !14
  %131 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %130, !dbg !14
  %132 = zext nneg i32 %39 to i64, !dbg !14
  %133 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %132, !dbg !14
  br i1 %40, label %134, label %138, !dbg !15

134:                                              ; preds = %5
  %135 = zext nneg i32 %8 to i64
  %136 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %135
  %137 = load <1 x float>, ptr addrspace(1) %136, align 4, !dbg !15
  br label %138, !dbg !15

138:                                              ; preds = %134, %5
  %139 = phi <1 x float> [ %137, %134 ], [ zeroinitializer, %5 ], !dbg !15
  br i1 %41, label %140, label %142, !dbg !15

140:                                              ; preds = %138
  %141 = load <1 x float>, ptr addrspace(1) %73, align 4, !dbg !15
  br label %142, !dbg !15

142:                                              ; preds = %140, %138
  %143 = phi <1 x float> [ %141, %140 ], [ zeroinitializer, %138 ], !dbg !15
  br i1 %42, label %144, label %146, !dbg !15

144:                                              ; preds = %142
  %145 = load <1 x float>, ptr addrspace(1) %75, align 4, !dbg !15
  br label %146, !dbg !15

146:                                              ; preds = %144, %142
  %147 = phi <1 x float> [ %145, %144 ], [ zeroinitializer, %142 ], !dbg !15
  br i1 %43, label %148, label %150, !dbg !15

148:                                              ; preds = %146
  %149 = load <1 x float>, ptr addrspace(1) %77, align 4, !dbg !15
  br label %150, !dbg !15

150:                                              ; preds = %148, %146
  %151 = phi <1 x float> [ %149, %148 ], [ zeroinitializer, %146 ], !dbg !15
  br i1 %44, label %152, label %154, !dbg !15

152:                                              ; preds = %150
  %153 = load <1 x float>, ptr addrspace(1) %79, align 4, !dbg !15
  br label %154, !dbg !15

154:                                              ; preds = %152, %150
  %155 = phi <1 x float> [ %153, %152 ], [ zeroinitializer, %150 ], !dbg !15
  br i1 %45, label %156, label %158, !dbg !15

156:                                              ; preds = %154
  %157 = load <1 x float>, ptr addrspace(1) %81, align 4, !dbg !15
  br label %158, !dbg !15

158:                                              ; preds = %156, %154
  %159 = phi <1 x float> [ %157, %156 ], [ zeroinitializer, %154 ], !dbg !15
  br i1 %46, label %160, label %162, !dbg !15

160:                                              ; preds = %158
  %161 = load <1 x float>, ptr addrspace(1) %83, align 4, !dbg !15
  br label %162, !dbg !15

162:                                              ; preds = %160, %158
  %163 = phi <1 x float> [ %161, %160 ], [ zeroinitializer, %158 ], !dbg !15
  br i1 %47, label %164, label %166, !dbg !15

164:                                              ; preds = %162
  %165 = load <1 x float>, ptr addrspace(1) %85, align 4, !dbg !15
  br label %166, !dbg !15

166:                                              ; preds = %164, %162
  %167 = phi <1 x float> [ %165, %164 ], [ zeroinitializer, %162 ], !dbg !15
  br i1 %48, label %168, label %170, !dbg !15

168:                                              ; preds = %166
  %169 = load <1 x float>, ptr addrspace(1) %87, align 4, !dbg !15
  br label %170, !dbg !15

170:                                              ; preds = %168, %166
  %171 = phi <1 x float> [ %169, %168 ], [ zeroinitializer, %166 ], !dbg !15
  br i1 %49, label %172, label %174, !dbg !15

172:                                              ; preds = %170
  %173 = load <1 x float>, ptr addrspace(1) %89, align 4, !dbg !15
  br label %174, !dbg !15

174:                                              ; preds = %172, %170
  %175 = phi <1 x float> [ %173, %172 ], [ zeroinitializer, %170 ], !dbg !15
  br i1 %50, label %176, label %178, !dbg !15

176:                                              ; preds = %174
  %177 = load <1 x float>, ptr addrspace(1) %91, align 4, !dbg !15
  br label %178, !dbg !15

178:                                              ; preds = %176, %174
  %179 = phi <1 x float> [ %177, %176 ], [ zeroinitializer, %174 ], !dbg !15
  br i1 %51, label %180, label %182, !dbg !15

180:                                              ; preds = %178
  %181 = load <1 x float>, ptr addrspace(1) %93, align 4, !dbg !15
  br label %182, !dbg !15

182:                                              ; preds = %180, %178
  %183 = phi <1 x float> [ %181, %180 ], [ zeroinitializer, %178 ], !dbg !15
  br i1 %52, label %184, label %186, !dbg !15

184:                                              ; preds = %182
  %185 = load <1 x float>, ptr addrspace(1) %95, align 4, !dbg !15
  br label %186, !dbg !15

186:                                              ; preds = %184, %182
  %187 = phi <1 x float> [ %185, %184 ], [ zeroinitializer, %182 ], !dbg !15
  br i1 %53, label %188, label %190, !dbg !15

188:                                              ; preds = %186
  %189 = load <1 x float>, ptr addrspace(1) %97, align 4, !dbg !15
  br label %190, !dbg !15

190:                                              ; preds = %188, %186
  %191 = phi <1 x float> [ %189, %188 ], [ zeroinitializer, %186 ], !dbg !15
  br i1 %54, label %192, label %194, !dbg !15

192:                                              ; preds = %190
  %193 = load <1 x float>, ptr addrspace(1) %99, align 4, !dbg !15
  br label %194, !dbg !15

194:                                              ; preds = %192, %190
  %195 = phi <1 x float> [ %193, %192 ], [ zeroinitializer, %190 ], !dbg !15
  br i1 %55, label %196, label %198, !dbg !15

196:                                              ; preds = %194
  %197 = load <1 x float>, ptr addrspace(1) %101, align 4, !dbg !15
  br label %198, !dbg !15

198:                                              ; preds = %196, %194
  %199 = phi <1 x float> [ %197, %196 ], [ zeroinitializer, %194 ], !dbg !15
  br i1 %56, label %200, label %202, !dbg !15

200:                                              ; preds = %198
  %201 = load <1 x float>, ptr addrspace(1) %103, align 4, !dbg !15
  br label %202, !dbg !15

202:                                              ; preds = %200, %198
  %203 = phi <1 x float> [ %201, %200 ], [ zeroinitializer, %198 ], !dbg !15
  br i1 %57, label %204, label %206, !dbg !15

204:                                              ; preds = %202
  %205 = load <1 x float>, ptr addrspace(1) %105, align 4, !dbg !15
  br label %206, !dbg !15

206:                                              ; preds = %204, %202
  %207 = phi <1 x float> [ %205, %204 ], [ zeroinitializer, %202 ], !dbg !15
  br i1 %58, label %208, label %210, !dbg !15

208:                                              ; preds = %206
  %209 = load <1 x float>, ptr addrspace(1) %107, align 4, !dbg !15
  br label %210, !dbg !15

210:                                              ; preds = %208, %206
  %211 = phi <1 x float> [ %209, %208 ], [ zeroinitializer, %206 ], !dbg !15
  br i1 %59, label %212, label %214, !dbg !15

212:                                              ; preds = %210
  %213 = load <1 x float>, ptr addrspace(1) %109, align 4, !dbg !15
  br label %214, !dbg !15

214:                                              ; preds = %212, %210
  %215 = phi <1 x float> [ %213, %212 ], [ zeroinitializer, %210 ], !dbg !15
  br i1 %60, label %216, label %218, !dbg !15

216:                                              ; preds = %214
  %217 = load <1 x float>, ptr addrspace(1) %111, align 4, !dbg !15
  br label %218, !dbg !15

218:                                              ; preds = %216, %214
  %219 = phi <1 x float> [ %217, %216 ], [ zeroinitializer, %214 ], !dbg !15
  br i1 %61, label %220, label %222, !dbg !15

220:                                              ; preds = %218
  %221 = load <1 x float>, ptr addrspace(1) %113, align 4, !dbg !15
  br label %222, !dbg !15

222:                                              ; preds = %220, %218
  %223 = phi <1 x float> [ %221, %220 ], [ zeroinitializer, %218 ], !dbg !15
  br i1 %62, label %224, label %226, !dbg !15

224:                                              ; preds = %222
  %225 = load <1 x float>, ptr addrspace(1) %115, align 4, !dbg !15
  br label %226, !dbg !15

226:                                              ; preds = %224, %222
  %227 = phi <1 x float> [ %225, %224 ], [ zeroinitializer, %222 ], !dbg !15
  br i1 %63, label %228, label %230, !dbg !15

228:                                              ; preds = %226
  %229 = load <1 x float>, ptr addrspace(1) %117, align 4, !dbg !15
  br label %230, !dbg !15

230:                                              ; preds = %228, %226
  %231 = phi <1 x float> [ %229, %228 ], [ zeroinitializer, %226 ], !dbg !15
  br i1 %64, label %232, label %234, !dbg !15

232:                                              ; preds = %230
  %233 = load <1 x float>, ptr addrspace(1) %119, align 4, !dbg !15
  br label %234, !dbg !15

234:                                              ; preds = %232, %230
  %235 = phi <1 x float> [ %233, %232 ], [ zeroinitializer, %230 ], !dbg !15
  br i1 %65, label %236, label %238, !dbg !15

236:                                              ; preds = %234
  %237 = load <1 x float>, ptr addrspace(1) %121, align 4, !dbg !15
  br label %238, !dbg !15

238:                                              ; preds = %236, %234
  %239 = phi <1 x float> [ %237, %236 ], [ zeroinitializer, %234 ], !dbg !15
  br i1 %66, label %240, label %242, !dbg !15

240:                                              ; preds = %238
  %241 = load <1 x float>, ptr addrspace(1) %123, align 4, !dbg !15
  br label %242, !dbg !15

242:                                              ; preds = %240, %238
  %243 = phi <1 x float> [ %241, %240 ], [ zeroinitializer, %238 ], !dbg !15
  br i1 %67, label %244, label %246, !dbg !15

244:                                              ; preds = %242
  %245 = load <1 x float>, ptr addrspace(1) %125, align 4, !dbg !15
  br label %246, !dbg !15

246:                                              ; preds = %244, %242
  %247 = phi <1 x float> [ %245, %244 ], [ zeroinitializer, %242 ], !dbg !15
  br i1 %68, label %248, label %250, !dbg !15

248:                                              ; preds = %246
  %249 = load <1 x float>, ptr addrspace(1) %127, align 4, !dbg !15
  br label %250, !dbg !15

250:                                              ; preds = %248, %246
  %251 = phi <1 x float> [ %249, %248 ], [ zeroinitializer, %246 ], !dbg !15
  br i1 %69, label %252, label %254, !dbg !15

252:                                              ; preds = %250
  %253 = load <1 x float>, ptr addrspace(1) %129, align 4, !dbg !15
  br label %254, !dbg !15

254:                                              ; preds = %252, %250
  %255 = phi <1 x float> [ %253, %252 ], [ zeroinitializer, %250 ], !dbg !15
  br i1 %70, label %256, label %259, !dbg !15

256:                                              ; preds = %254
  %257 = load <1 x float>, ptr addrspace(1) %131, align 4, !dbg !15
  %258 = shufflevector <1 x float> %257, <1 x float> poison, <2 x i32> <i32 0, i32 poison>, !dbg !16
  br label %259, !dbg !15

259:                                              ; preds = %256, %254
  %260 = phi <2 x float> [ %258, %256 ], [ <float 0.000000e+00, float undef>, %254 ], !dbg !15
  br i1 %71, label %261, label %264, !dbg !15

261:                                              ; preds = %259
  %262 = load <1 x float>, ptr addrspace(1) %133, align 4, !dbg !15
  %263 = shufflevector <1 x float> %262, <1 x float> poison, <2 x i32> <i32 0, i32 poison>, !dbg !15
  br label %264, !dbg !15

264:                                              ; preds = %261, %259
  %265 = phi <2 x float> [ %263, %261 ], [ <float 0.000000e+00, float undef>, %259 ], !dbg !15
  %266 = shufflevector <1 x float> %251, <1 x float> %255, <2 x i32> <i32 0, i32 1>, !dbg !16
  %267 = shufflevector <2 x float> %260, <2 x float> %265, <2 x i32> <i32 0, i32 2>, !dbg !16
  %268 = fadd <1 x float> %139, %147, !dbg !16
  %269 = fadd <1 x float> %143, %151, !dbg !16
  %270 = fadd <1 x float> %155, %163, !dbg !16
  %271 = fadd <1 x float> %159, %167, !dbg !16
  %272 = fadd <1 x float> %171, %179, !dbg !16
  %273 = fadd <1 x float> %175, %183, !dbg !16
  %274 = fadd <1 x float> %187, %195, !dbg !16
  %275 = fadd <1 x float> %191, %199, !dbg !16
  %276 = fadd <1 x float> %203, %211, !dbg !16
  %277 = fadd <1 x float> %207, %215, !dbg !16
  %278 = fadd <1 x float> %219, %227, !dbg !16
  %279 = fadd <1 x float> %223, %231, !dbg !16
  %280 = fadd <1 x float> %235, %243, !dbg !16
  %281 = fadd <1 x float> %239, %247, !dbg !16
  %282 = shufflevector <1 x float> %280, <1 x float> %281, <2 x i32> <i32 0, i32 1>, !dbg !16
  %283 = fadd <2 x float> %266, %267, !dbg !16
  %284 = fadd <1 x float> %268, %270, !dbg !16
  %285 = fadd <1 x float> %269, %271, !dbg !16
  %286 = fadd <1 x float> %272, %274, !dbg !16
  %287 = fadd <1 x float> %273, %275, !dbg !16
  %288 = fadd <1 x float> %276, %278, !dbg !16
  %289 = fadd <1 x float> %277, %279, !dbg !16
  %290 = shufflevector <1 x float> %288, <1 x float> %289, <2 x i32> <i32 0, i32 1>, !dbg !16
  %291 = fadd <2 x float> %282, %283, !dbg !16
  %292 = fadd <1 x float> %284, %286, !dbg !16
  %293 = fadd <1 x float> %285, %287, !dbg !16
  %294 = shufflevector <1 x float> %292, <1 x float> %293, <2 x i32> <i32 0, i32 1>, !dbg !16
  %295 = fadd <2 x float> %290, %291, !dbg !16
  %296 = fadd <2 x float> %294, %295, !dbg !16
  %297 = extractelement <2 x float> %296, i64 0, !dbg !16
  %298 = extractelement <2 x float> %296, i64 1, !dbg !16
  %299 = fadd float %297, %298, !dbg !21
  %300 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %299, i32 280, i32 15, i32 15, i1 true), !dbg !16
  %301 = fadd float %300, %299, !dbg !21
  %302 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %301, i32 276, i32 15, i32 15, i1 true), !dbg !16
  %303 = fadd float %302, %301, !dbg !21
  %304 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %303, i32 274, i32 15, i32 15, i1 true), !dbg !16
  %305 = fadd float %304, %303, !dbg !21
  %306 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %305, i32 273, i32 15, i32 15, i1 true), !dbg !16
  %307 = fadd float %306, %305, !dbg !21
  %308 = tail call float @llvm.amdgcn.update.dpp.f32(float %307, float %307, i32 322, i32 10, i32 15, i1 true), !dbg !16
  %309 = fadd float %308, %307, !dbg !21
  %310 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %309, i32 323, i32 15, i32 15, i1 true), !dbg !16
  %311 = fadd float %310, %309, !dbg !21
  %312 = tail call float @llvm.amdgcn.readlane.f32(float %311, i32 63), !dbg !16
  %313 = icmp eq i32 %7, 0, !dbg !22
  br i1 %313, label %314, label %316, !dbg !22

314:                                              ; preds = %264
  %315 = insertelement <1 x float> poison, float %312, i64 0
  store <1 x float> %315, ptr addrspace(1) %1, align 4, !dbg !22
  br label %316, !dbg !22

316:                                              ; preds = %314, %264
  ret void, !dbg !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #3

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,64" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "wide_sum", linkageName: "wide_sum", scope: !1, file: !1, line: 231, type: !5, scopeLine: 231, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 234, column: 12, scope: !4)
!13 = !DILocation(line: 235, column: 49, scope: !4)
!14 = !DILocation(line: 235, column: 34, scope: !4)
!15 = !DILocation(line: 235, column: 26, scope: !4)
!16 = !DILocation(line: 314, column: 12, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: ".")
!19 = !DILocation(line: 235, column: 19, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!21 = !DILocation(line: 287, column: 12, scope: !17, inlinedAt: !16)
!22 = !DILocation(line: 235, column: 5, scope: !4)
!23 = !DILocation(line: 231, column: 1, scope: !4)
