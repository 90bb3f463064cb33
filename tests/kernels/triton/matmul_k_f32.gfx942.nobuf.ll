; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @matmul_k(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, i32 inreg %9, i32 inreg %10, i32 inreg %11, ptr addrspace(1) inreg nofree readnone captures(none) %12, ptr addrspace(1) inreg nofree readnone captures(none) %13) local_unnamed_addr #0 !dbg !4 {
  %15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %16 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %15), !dbg !12
  %17 = lshr i32 %16, 6, !dbg !12
  %18 = and i32 %17, 3, !dbg !12
  %19 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %20 = shl i32 %19, 5, !dbg !13
  %21 = and i32 %15, 63, !dbg !14
  %22 = shl nuw nsw i32 %18, 6, !dbg !14
  %23 = or disjoint i32 %22, %21, !dbg !14
  %24 = and i32 %15, 31, !dbg !14
  %25 = and i32 %23, 224, !dbg !14
  %26 = lshr exact i32 %25, 4, !dbg !14
  %27 = or disjoint i32 %26, 1, !dbg !14
  %28 = or disjoint i32 %26, 16, !dbg !14
  %29 = or disjoint i32 %26, 17, !dbg !14
  %30 = lshr i32 %23, 5, !dbg !14
  %31 = and i32 %15, 32, !dbg !14
  %32 = lshr exact i32 %31, 3, !dbg !14
  %33 = or disjoint i32 %20, %24, !dbg !13
  %34 = or disjoint i32 %30, %20, !dbg !13
  %35 = or disjoint i32 %34, 8, !dbg !13
  %36 = or disjoint i32 %34, 16, !dbg !13
  %37 = or disjoint i32 %34, 24, !dbg !13
  %38 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !15
  %39 = shl i32 %38, 5, !dbg !15
  %40 = or disjoint i32 %32, %39, !dbg !15
  %41 = or disjoint i32 %40, 1, !dbg !15
  %42 = or disjoint i32 %40, 2, !dbg !15
  %43 = or disjoint i32 %40, 3, !dbg !15
  %44 = or disjoint i32 %40, 8, !dbg !15
  %45 = or disjoint i32 %40, 9, !dbg !15
  %46 = or disjoint i32 %40, 10, !dbg !15
  %47 = or disjoint i32 %40, 11, !dbg !15
  %48 = or disjoint i32 %40, 16, !dbg !15
  %49 = or disjoint i32 %40, 17, !dbg !15
  %50 = or disjoint i32 %40, 18, !dbg !15
  %51 = or disjoint i32 %40, 19, !dbg !15
  %52 = or disjoint i32 %40, 24, !dbg !15
  %53 = or disjoint i32 %40, 25, !dbg !15
  %54 = or disjoint i32 %40, 26, !dbg !15
  %55 = or disjoint i32 %40, 27, !dbg !15
  %56 = or disjoint i32 %39, %24, !dbg !15
  %57 = add i32 %5, 31, !dbg !16
  %58 = sdiv i32 %57, 32, !dbg !21
  %59 = icmp slt i32 %34, %3, !dbg !22
  %60 = icmp slt i32 %35, %3, !dbg !22
  %61 = icmp slt i32 %36, %3, !dbg !22
  %62 = icmp slt i32 %37, %3, !dbg !22
  %63 = mul i32 %34, %6, !dbg !23
  %64 = mul i32 %35, %6, !dbg !23
  %65 = mul i32 %36, %6, !dbg !23
  %66 = mul i32 %37, %6, !dbg !23
  %67 = sext i32 %63 to i64, !dbg !24
  %68 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %67, !dbg !24
  %69 = sext i32 %64 to i64, !dbg !24
  %70 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %69, !dbg !24
  %71 = sext i32 %65 to i64, !dbg !24
  %72 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %71, !dbg !24
  %73 = sext i32 %66 to i64, !dbg !24
  %74 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %73, !dbg !24
  %75 = icmp slt i32 %56, %4, !dbg !25
  %76 = mul i32 %9, %56, !dbg !26
  %77 = icmp sgt i32 %57, 31, !dbg !27
  %78 = icmp slt i32 %24, %5, !dbg !28
  %79 = and i1 %78, %59, !dbg !29
  %80 = and i1 %78, %60, !dbg !29
  %81 = and i1 %78, %61, !dbg !29
  %82 = and i1 %78, %62, !dbg !29
  %83 = mul i32 %7, %24, !dbg !30
  %84 = sext i32 %83 to i64, !dbg !24
  %85 = getelementptr [4 x i8], ptr addrspace(1) %70, i64 %84, !dbg !24
  %86 = getelementptr [4 x i8], ptr addrspace(1) %72, i64 %84, !dbg !24
  %87 = getelementptr [4 x i8], ptr addrspace(1) %74, i64 %84, !dbg !24
  %88 = and i1 %77, %79, !dbg !27
  %89 = and i1 %77, %80, !dbg !27
  %90 = and i1 %77, %81, !dbg !27
  %91 = and i1 %77, %82, !dbg !27
  br i1 %88, label %92, label %95, !dbg !31

92:                                               ; preds = %14
  %93 = getelementptr [4 x i8], ptr addrspace(1) %68, i64 %84
  %94 = load <1 x float>, ptr addrspace(1) %93, align 4, !dbg !31
  br label %95, !dbg !31

95:                                               ; preds = %92, %14
  %96 = phi <1 x float> [ %94, %92 ], [ zeroinitializer, %14 ], !dbg !31
  br i1 %89, label %97, label %99, !dbg !31

97:                                               ; preds = %95
  %98 = load <1 x float>, ptr addrspace(1) %85, align 4, !dbg !31
  br label %99, !dbg !31

99:                                               ; preds = %97, %95
  %100 = phi <1 x float> [ %98, %97 ], [ zeroinitializer, %95 ], !dbg !31
  br i1 %90, label %101, label %103, !dbg !31

101:                                              ; preds = %99
  %102 = load <1 x float>, ptr addrspace(1) %86, align 4, !dbg !31
  br label %103, !dbg !31

103:                                              ; preds = %101, %99
  %104 = phi <1 x float> [ %102, %101 ], [ zeroinitializer, %99 ], !dbg !31
  br i1 %91, label %105, label %107, !dbg !31

105:                                              ; preds = %103
  %106 = load <1 x float>, ptr addrspace(1) %87, align 4, !dbg !31
  br label %107, !dbg !31

107:                                              ; preds = %105, %103
  %108 = phi <1 x float> [ %106, %105 ], [ zeroinitializer, %103 ], !dbg !31
  %109 = icmp slt i32 %26, %5, !dbg !32
  %110 = icmp slt i32 %27, %5, !dbg !32
  %111 = icmp slt i32 %28, %5, !dbg !32
  %112 = icmp slt i32 %29, %5, !dbg !32
  %113 = and i1 %75, %109, !dbg !33
  %114 = and i1 %75, %110, !dbg !33
  %115 = and i1 %75, %111, !dbg !33
  %116 = and i1 %75, %112, !dbg !33
  %117 = mul i32 %27, %8, !dbg !34
  %118 = mul i32 %28, %8, !dbg !34
  %119 = mul i32 %29, %8, !dbg !34
  %120 = sext i32 %117 to i64, !dbg !35
  %121 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %120, !dbg !35
  %122 = sext i32 %118 to i64, !dbg !35
  %123 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %122, !dbg !35
  %124 = sext i32 %119 to i64, !dbg !35
  %125 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %124, !dbg !35
  %126 = sext i32 %76 to i64, !dbg !35
  %127 = getelementptr [4 x i8], ptr addrspace(1) %121, i64 %126, !dbg !35
  %128 = getelementptr [4 x i8], ptr addrspace(1) %123, i64 %126, !dbg !35
  %129 = getelementptr [4 x i8], ptr addrspace(1) %125, i64 %126, !dbg !35
  %130 = and i1 %77, %113, !dbg !27
  %131 = and i1 %77, %114, !dbg !27
  %132 = and i1 %77, %115, !dbg !27
  %133 = and i1 %77, %116, !dbg !27
  br i1 %130, label %134, label %140, !dbg !36

134:                                              ; preds = %107
  %135 = mul i32 %26, %8
  %136 = sext i32 %135 to i64
  %137 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %136
  %138 = getelementptr [4 x i8], ptr addrspace(1) %137, i64 %126
  %139 = load <1 x float>, ptr addrspace(1) %138, align 4, !dbg !36
  br label %140, !dbg !36

140:                                              ; preds = %134, %107
  %141 = phi <1 x float> [ %139, %134 ], [ zeroinitializer, %107 ], !dbg !36
  br i1 %131, label %142, label %144, !dbg !36

142:                                              ; preds = %140
  %143 = load <1 x float>, ptr addrspace(1) %127, align 4, !dbg !36
  br label %144, !dbg !36

144:                                              ; preds = %142, %140
  %145 = phi <1 x float> [ %143, %142 ], [ zeroinitializer, %140 ], !dbg !36
  br i1 %132, label %146, label %149, !dbg !36

146:                                              ; preds = %144
  %147 = load <1 x float>, ptr addrspace(1) %128, align 4, !dbg !36
  %148 = shufflevector <1 x float> %147, <1 x float> poison, <2 x i32> <i32 0, i32 poison>, !dbg !36
  br label %149, !dbg !36

149:                                              ; preds = %146, %144
  %150 = phi <2 x float> [ %148, %146 ], [ <float 0.000000e+00, float undef>, %144 ], !dbg !36
  br i1 %133, label %151, label %154, !dbg !36

151:                                              ; preds = %149
  %152 = load <1 x float>, ptr addrspace(1) %129, align 4, !dbg !36
  %153 = shufflevector <1 x float> %152, <1 x float> poison, <2 x i32> <i32 0, i32 poison>, !dbg !36
  br label %154, !dbg !36

154:                                              ; preds = %151, %149
  %155 = phi <2 x float> [ %153, %151 ], [ <float 0.000000e+00, float undef>, %149 ], !dbg !36
  %156 = shl nuw nsw i32 %23, 2, !dbg !31
  %157 = lshr exact i32 %25, 2, !dbg !31
  %158 = xor i32 %157, %156, !dbg !31
  %159 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %158, !dbg !31
  store <1 x float> %96, ptr addrspace(3) %159, align 4, !dbg !31
  %160 = getelementptr inbounds nuw i8, ptr addrspace(3) %159, i32 2048, !dbg !31
  store <1 x float> %104, ptr addrspace(3) %160, align 4, !dbg !31
  %161 = xor i32 %158, 1088, !dbg !31
  %162 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %161, !dbg !31
  store <1 x float> %100, ptr addrspace(3) %162, align 4, !dbg !31
  %163 = getelementptr inbounds nuw i8, ptr addrspace(3) %162, i32 2048, !dbg !31
  store <1 x float> %108, ptr addrspace(3) %163, align 4, !dbg !31
  %164 = and i32 %15, 15, !dbg !36
  %165 = shl nuw nsw i32 %164, 7, !dbg !36
  %166 = shl nuw nsw i32 %164, 3, !dbg !36
  %167 = and i32 %15, 16, !dbg !36
  %168 = icmp eq i32 %167, 0, !dbg !36
  %169 = select i1 %168, i32 0, i32 2056, !dbg !36
  %170 = xor i32 %169, %166, !dbg !36
  %171 = xor i32 %170, %157, !dbg !36
  %172 = or disjoint i32 %171, %165, !dbg !36
  %173 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %172, !dbg !36
  %174 = shufflevector <1 x float> %141, <1 x float> %145, <2 x i32> <i32 0, i32 1>, !dbg !36
  store <2 x float> %174, ptr addrspace(3) %173, align 8, !dbg !36
  %175 = xor i32 %172, 64, !dbg !36
  %176 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %175, !dbg !36
  %177 = shufflevector <2 x float> %150, <2 x float> %155, <2 x i32> <i32 0, i32 2>, !dbg !36
  store <2 x float> %177, ptr addrspace(3) %176, align 8, !dbg !36
  %invariant.gep = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %126, !dbg !27
  %178 = icmp sgt i32 %57, 63, !dbg !27
  br i1 %178, label %.lr.ph, label %._crit_edge, !dbg !27

.lr.ph:                                           ; preds = %154
  %179 = shl nuw nsw i32 %24, 7
  %180 = lshr exact i32 %31, 2
  %181 = xor i32 %166, %180
  %182 = or disjoint i32 %181, %179
  %183 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %182
  %184 = xor i32 %182, 16
  %185 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %184
  %186 = xor i32 %182, 32
  %187 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %186
  %188 = xor i32 %182, 48
  %189 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %188
  %190 = xor i32 %182, 64
  %191 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %190
  %192 = xor i32 %182, 80
  %193 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %192
  %194 = xor i32 %182, 96
  %195 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %194
  %196 = xor i32 %182, 112
  %197 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %196
  %.reass = xor i32 %180, %170
  %198 = or disjoint i32 %.reass, %165
  %199 = xor i32 %198, 16
  %200 = xor i32 %198, 32
  %201 = xor i32 %198, 48
  %202 = xor i32 %198, 64
  %203 = xor i32 %198, 80
  %204 = xor i32 %198, 96
  %205 = xor i32 %198, 112
  %206 = tail call i32 @llvm.smax.i32(i32 %58, i32 2), !dbg !27
  %smax = add nsw i32 %206, -1, !dbg !27
  %207 = or disjoint i32 %26, 32, !dbg !37
  %208 = or disjoint i32 %26, 33, !dbg !37
  %209 = or disjoint i32 %26, 48, !dbg !37
  %210 = or disjoint i32 %26, 49, !dbg !37
  %211 = or disjoint i32 %24, 32, !dbg !37
  %212 = icmp samesign ult i32 %211, %5, !dbg !28
  %213 = and i1 %59, %212, !dbg !29
  %214 = and i1 %60, %212, !dbg !29
  %215 = and i1 %61, %212, !dbg !29
  %216 = and i1 %62, %212, !dbg !29
  %217 = mul i32 %211, %7, !dbg !30
  %218 = sext i32 %217 to i64, !dbg !24
  %219 = getelementptr [4 x i8], ptr addrspace(1) %70, i64 %218, !dbg !24
  %220 = getelementptr [4 x i8], ptr addrspace(1) %72, i64 %218, !dbg !24
  %221 = getelementptr [4 x i8], ptr addrspace(1) %74, i64 %218, !dbg !24
  br i1 %213, label %222, label %225, !dbg !31

222:                                              ; preds = %.lr.ph
  %223 = getelementptr [4 x i8], ptr addrspace(1) %68, i64 %218
  %224 = load <1 x float>, ptr addrspace(1) %223, align 4, !dbg !31
  br label %225, !dbg !31

225:                                              ; preds = %222, %.lr.ph
  %226 = phi <1 x float> [ %224, %222 ], [ zeroinitializer, %.lr.ph ], !dbg !31
  br i1 %214, label %227, label %229, !dbg !31

227:                                              ; preds = %225
  %228 = load <1 x float>, ptr addrspace(1) %219, align 4, !dbg !31
  br label %229, !dbg !31

229:                                              ; preds = %227, %225
  %230 = phi <1 x float> [ %228, %227 ], [ zeroinitializer, %225 ], !dbg !31
  br i1 %215, label %231, label %233, !dbg !31

231:                                              ; preds = %229
  %232 = load <1 x float>, ptr addrspace(1) %220, align 4, !dbg !31
  br label %233, !dbg !31

233:                                              ; preds = %231, %229
  %234 = phi <1 x float> [ %232, %231 ], [ zeroinitializer, %229 ], !dbg !31
  br i1 %216, label %235, label %237, !dbg !31

235:                                              ; preds = %233
  %236 = load <1 x float>, ptr addrspace(1) %221, align 4, !dbg !31
  br label %237, !dbg !31

237:                                              ; preds = %235, %233
  %238 = phi <1 x float> [ %236, %235 ], [ zeroinitializer, %233 ], !dbg !31
  fence syncscope("workgroup") release, !dbg !31, !mmra !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31, !mmra !38
  %239 = load <2 x float>, ptr addrspace(3) %183, align 8, !dbg !31
  %240 = load <2 x float>, ptr addrspace(3) %185, align 8, !dbg !31
  %241 = load <2 x float>, ptr addrspace(3) %187, align 8, !dbg !31
  %242 = load <2 x float>, ptr addrspace(3) %189, align 8, !dbg !31
  %243 = load <2 x float>, ptr addrspace(3) %191, align 8, !dbg !31
  %244 = load <2 x float>, ptr addrspace(3) %193, align 8, !dbg !31
  %245 = load <2 x float>, ptr addrspace(3) %195, align 8, !dbg !31
  %246 = load <2 x float>, ptr addrspace(3) %197, align 8, !dbg !31
  %247 = icmp samesign ult i32 %207, %5, !dbg !32
  %248 = icmp samesign ult i32 %208, %5, !dbg !32
  %249 = icmp samesign ult i32 %209, %5, !dbg !32
  %250 = icmp samesign ult i32 %210, %5, !dbg !32
  %251 = and i1 %75, %247, !dbg !33
  %252 = and i1 %75, %248, !dbg !33
  %253 = and i1 %75, %249, !dbg !33
  %254 = and i1 %75, %250, !dbg !33
  %255 = mul i32 %208, %8, !dbg !34
  %256 = mul i32 %209, %8, !dbg !34
  %257 = mul i32 %210, %8, !dbg !34
  %258 = sext i32 %255 to i64, !dbg !35
  %259 = sext i32 %256 to i64, !dbg !35
  %260 = sext i32 %257 to i64, !dbg !35
  %gep.peel = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %258, !dbg !35
  %gep3.peel = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %259, !dbg !35
  %gep5.peel = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %260, !dbg !35
  br i1 %251, label %261, label %265, !dbg !36

261:                                              ; preds = %237
  %262 = mul i32 %207, %8
  %263 = sext i32 %262 to i64
  %gep7.peel = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %263
  %264 = load <1 x float>, ptr addrspace(1) %gep7.peel, align 4, !dbg !36
  br label %265, !dbg !36

265:                                              ; preds = %261, %237
  %266 = phi <1 x float> [ %264, %261 ], [ zeroinitializer, %237 ], !dbg !36
  br i1 %252, label %267, label %269, !dbg !36

267:                                              ; preds = %265
  %268 = load <1 x float>, ptr addrspace(1) %gep.peel, align 4, !dbg !36
  br label %269, !dbg !36

269:                                              ; preds = %267, %265
  %270 = phi <1 x float> [ %268, %267 ], [ zeroinitializer, %265 ], !dbg !36
  br i1 %253, label %271, label %274, !dbg !36

271:                                              ; preds = %269
  %272 = load <1 x float>, ptr addrspace(1) %gep3.peel, align 4, !dbg !36
  %273 = shufflevector <1 x float> %272, <1 x float> poison, <2 x i32> <i32 0, i32 poison>, !dbg !36
  br label %274, !dbg !36

274:                                              ; preds = %271, %269
  %275 = phi <2 x float> [ %273, %271 ], [ <float 0.000000e+00, float undef>, %269 ], !dbg !36
  br i1 %254, label %276, label %279, !dbg !36

276:                                              ; preds = %274
  %277 = load <1 x float>, ptr addrspace(1) %gep5.peel, align 4, !dbg !36
  %278 = shufflevector <1 x float> %277, <1 x float> poison, <2 x i32> <i32 0, i32 poison>, !dbg !36
  br label %279, !dbg !36

279:                                              ; preds = %276, %274
  %280 = phi <2 x float> [ %278, %276 ], [ <float 0.000000e+00, float undef>, %274 ], !dbg !36
  %281 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %198, !dbg !36
  %282 = load <2 x float>, ptr addrspace(3) %281, align 8, !dbg !36
  %283 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %199, !dbg !36
  %284 = load <2 x float>, ptr addrspace(3) %283, align 8, !dbg !36
  %285 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %200, !dbg !36
  %286 = load <2 x float>, ptr addrspace(3) %285, align 8, !dbg !36
  %287 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %201, !dbg !36
  %288 = load <2 x float>, ptr addrspace(3) %287, align 8, !dbg !36
  %289 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %202, !dbg !36
  %290 = load <2 x float>, ptr addrspace(3) %289, align 8, !dbg !36
  %291 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %203, !dbg !36
  %292 = load <2 x float>, ptr addrspace(3) %291, align 8, !dbg !36
  %293 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %204, !dbg !36
  %294 = load <2 x float>, ptr addrspace(3) %293, align 8, !dbg !36
  %295 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %205, !dbg !36
  %296 = load <2 x float>, ptr addrspace(3) %295, align 8, !dbg !36
  %297 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %239), !dbg !39
  %298 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %240), !dbg !39
  %299 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %241), !dbg !39
  %300 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %242), !dbg !39
  %301 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %243), !dbg !39
  %302 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %244), !dbg !39
  %303 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %245), !dbg !39
  %304 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %246), !dbg !39
  %305 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %282), !dbg !39
  %306 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %284), !dbg !39
  %307 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %286), !dbg !39
  %308 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %288), !dbg !39
  %309 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %290), !dbg !39
  %310 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %292), !dbg !39
  %311 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %294), !dbg !39
  %312 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %296), !dbg !39
  %313 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %305, <2 x float> %297, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !39
  %314 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %306, <2 x float> %298, <16 x float> %313, i32 0, i32 0, i32 0), !dbg !39
  %315 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %307, <2 x float> %299, <16 x float> %314, i32 0, i32 0, i32 0), !dbg !39
  %316 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %308, <2 x float> %300, <16 x float> %315, i32 0, i32 0, i32 0), !dbg !39
  %317 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %309, <2 x float> %301, <16 x float> %316, i32 0, i32 0, i32 0), !dbg !39
  %318 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %310, <2 x float> %302, <16 x float> %317, i32 0, i32 0, i32 0), !dbg !39
  %319 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %311, <2 x float> %303, <16 x float> %318, i32 0, i32 0, i32 0), !dbg !39
  %320 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %312, <2 x float> %304, <16 x float> %319, i32 0, i32 0, i32 0), !dbg !39
  %321 = extractelement <16 x float> %320, i64 0, !dbg !39
  %322 = extractelement <16 x float> %320, i64 1, !dbg !39
  %323 = extractelement <16 x float> %320, i64 2, !dbg !39
  %324 = extractelement <16 x float> %320, i64 3, !dbg !39
  %325 = extractelement <16 x float> %320, i64 4, !dbg !39
  %326 = extractelement <16 x float> %320, i64 5, !dbg !39
  %327 = extractelement <16 x float> %320, i64 6, !dbg !39
  %328 = extractelement <16 x float> %320, i64 7, !dbg !39
  %329 = extractelement <16 x float> %320, i64 8, !dbg !39
  %330 = extractelement <16 x float> %320, i64 9, !dbg !39
  %331 = extractelement <16 x float> %320, i64 10, !dbg !39
  %332 = extractelement <16 x float> %320, i64 11, !dbg !39
  %333 = extractelement <16 x float> %320, i64 12, !dbg !39
  %334 = extractelement <16 x float> %320, i64 13, !dbg !39
  %335 = extractelement <16 x float> %320, i64 14, !dbg !39
  %336 = extractelement <16 x float> %320, i64 15, !dbg !39
  fence syncscope("workgroup") release, !dbg !31, !mmra !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31, !mmra !38
  store <1 x float> %226, ptr addrspace(3) %159, align 4, !dbg !31
  store <1 x float> %234, ptr addrspace(3) %160, align 4, !dbg !31
  store <1 x float> %230, ptr addrspace(3) %162, align 4, !dbg !31
  store <1 x float> %238, ptr addrspace(3) %163, align 4, !dbg !31
  %337 = shufflevector <1 x float> %266, <1 x float> %270, <2 x i32> <i32 0, i32 1>, !dbg !36
  store <2 x float> %337, ptr addrspace(3) %173, align 8, !dbg !36
  %338 = shufflevector <2 x float> %275, <2 x float> %280, <2 x i32> <i32 0, i32 2>, !dbg !36
  store <2 x float> %338, ptr addrspace(3) %176, align 8, !dbg !36
  %exitcond.peel.not = icmp eq i32 %smax, 1, !dbg !27
  br i1 %exitcond.peel.not, label %._crit_edge, label %.peel.next, !dbg !27

.peel.next:                                       ; preds = %279
  %339 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %198
  %340 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %199
  %341 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %200
  %342 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %201
  %343 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %202
  %344 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %203
  %345 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %204
  %346 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %205
  br label %347, !dbg !27

347:                                              ; preds = %.peel.next, %439
  %348 = phi float [ %321, %.peel.next ], [ %489, %439 ]
  %349 = phi float [ %322, %.peel.next ], [ %490, %439 ]
  %350 = phi float [ %323, %.peel.next ], [ %491, %439 ]
  %351 = phi float [ %324, %.peel.next ], [ %492, %439 ]
  %352 = phi float [ %325, %.peel.next ], [ %493, %439 ]
  %353 = phi float [ %326, %.peel.next ], [ %494, %439 ]
  %354 = phi float [ %327, %.peel.next ], [ %495, %439 ]
  %355 = phi float [ %328, %.peel.next ], [ %496, %439 ]
  %356 = phi float [ %329, %.peel.next ], [ %497, %439 ]
  %357 = phi float [ %330, %.peel.next ], [ %498, %439 ]
  %358 = phi float [ %331, %.peel.next ], [ %499, %439 ]
  %359 = phi float [ %332, %.peel.next ], [ %500, %439 ]
  %360 = phi float [ %333, %.peel.next ], [ %501, %439 ]
  %361 = phi float [ %334, %.peel.next ], [ %502, %439 ]
  %362 = phi float [ %335, %.peel.next ], [ %503, %439 ]
  %363 = phi float [ %336, %.peel.next ], [ %504, %439 ]
  %364 = phi i32 [ 1, %.peel.next ], [ %365, %439 ]
  %365 = add nuw nsw i32 %364, 1, !dbg !27
  %366 = shl nuw nsw i32 %365, 5, !dbg !37
  %367 = or disjoint i32 %366, %26, !dbg !37
  %368 = or disjoint i32 %366, %27, !dbg !37
  %369 = or disjoint i32 %366, %28, !dbg !37
  %370 = or disjoint i32 %366, %29, !dbg !37
  %371 = or disjoint i32 %366, %24, !dbg !37
  %372 = icmp slt i32 %371, %5, !dbg !28
  %373 = and i1 %59, %372, !dbg !29
  %374 = and i1 %60, %372, !dbg !29
  %375 = and i1 %61, %372, !dbg !29
  %376 = and i1 %62, %372, !dbg !29
  %377 = mul i32 %371, %7, !dbg !30
  %378 = sext i32 %377 to i64, !dbg !24
  %379 = getelementptr [4 x i8], ptr addrspace(1) %70, i64 %378, !dbg !24
  %380 = getelementptr [4 x i8], ptr addrspace(1) %72, i64 %378, !dbg !24
  %381 = getelementptr [4 x i8], ptr addrspace(1) %74, i64 %378, !dbg !24
  br i1 %373, label %382, label %385, !dbg !31

382:                                              ; preds = %347
  %383 = getelementptr [4 x i8], ptr addrspace(1) %68, i64 %378
  %384 = load <1 x float>, ptr addrspace(1) %383, align 4, !dbg !31
  br label %385, !dbg !31

385:                                              ; preds = %382, %347
  %386 = phi <1 x float> [ %384, %382 ], [ zeroinitializer, %347 ], !dbg !31
  br i1 %374, label %387, label %389, !dbg !31

387:                                              ; preds = %385
  %388 = load <1 x float>, ptr addrspace(1) %379, align 4, !dbg !31
  br label %389, !dbg !31

389:                                              ; preds = %387, %385
  %390 = phi <1 x float> [ %388, %387 ], [ zeroinitializer, %385 ], !dbg !31
  br i1 %375, label %391, label %393, !dbg !31

391:                                              ; preds = %389
  %392 = load <1 x float>, ptr addrspace(1) %380, align 4, !dbg !31
  br label %393, !dbg !31

393:                                              ; preds = %391, %389
  %394 = phi <1 x float> [ %392, %391 ], [ zeroinitializer, %389 ], !dbg !31
  br i1 %376, label %395, label %397, !dbg !31

395:                                              ; preds = %393
  %396 = load <1 x float>, ptr addrspace(1) %381, align 4, !dbg !31
  br label %397, !dbg !31

397:                                              ; preds = %395, %393
  %398 = phi <1 x float> [ %396, %395 ], [ zeroinitializer, %393 ], !dbg !31
  fence syncscope("workgroup") release, !dbg !31, !mmra !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31, !mmra !38
  %399 = load <2 x float>, ptr addrspace(3) %183, align 8, !dbg !31
  %400 = load <2 x float>, ptr addrspace(3) %185, align 8, !dbg !31
  %401 = load <2 x float>, ptr addrspace(3) %187, align 8, !dbg !31
  %402 = load <2 x float>, ptr addrspace(3) %189, align 8, !dbg !31
  %403 = load <2 x float>, ptr addrspace(3) %191, align 8, !dbg !31
  %404 = load <2 x float>, ptr addrspace(3) %193, align 8, !dbg !31
  %405 = load <2 x float>, ptr addrspace(3) %195, align 8, !dbg !31
  %406 = load <2 x float>, ptr addrspace(3) %197, align 8, !dbg !31
  %407 = icmp slt i32 %367, %5, !dbg !32
  %408 = icmp slt i32 %368, %5, !dbg !32
  %409 = icmp slt i32 %369, %5, !dbg !32
  %410 = icmp slt i32 %370, %5, !dbg !32
  %411 = and i1 %75, %407, !dbg !33
  %412 = and i1 %75, %408, !dbg !33
  %413 = and i1 %75, %409, !dbg !33
  %414 = and i1 %75, %410, !dbg !33
  %415 = mul i32 %368, %8, !dbg !34
  %416 = mul i32 %369, %8, !dbg !34
  %417 = mul i32 %370, %8, !dbg !34
  %418 = sext i32 %415 to i64, !dbg !35
  %419 = sext i32 %416 to i64, !dbg !35
  %420 = sext i32 %417 to i64, !dbg !35
  %gep = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %418, !dbg !35
  %gep3 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %419, !dbg !35
  %gep5 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %420, !dbg !35
  br i1 %411, label %421, label %425, !dbg !36

421:                                              ; preds = %397
  %422 = mul i32 %367, %8
  %423 = sext i32 %422 to i64
  %gep7 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %423
  %424 = load <1 x float>, ptr addrspace(1) %gep7, align 4, !dbg !36
  br label %425, !dbg !36

425:                                              ; preds = %421, %397
  %426 = phi <1 x float> [ %424, %421 ], [ zeroinitializer, %397 ], !dbg !36
  br i1 %412, label %427, label %429, !dbg !36

427:                                              ; preds = %425
  %428 = load <1 x float>, ptr addrspace(1) %gep, align 4, !dbg !36
  br label %429, !dbg !36

429:                                              ; preds = %427, %425
  %430 = phi <1 x float> [ %428, %427 ], [ zeroinitializer, %425 ], !dbg !36
  br i1 %413, label %431, label %434, !dbg !36

431:                                              ; preds = %429
  %432 = load <1 x float>, ptr addrspace(1) %gep3, align 4, !dbg !36
  %433 = shufflevector <1 x float> %432, <1 x float> poison, <2 x i32> <i32 0, i32 poison>, !dbg !36
  br label %434, !dbg !36

434:                                              ; preds = %431, %429
  %435 = phi <2 x float> [ %433, %431 ], [ <float 0.000000e+00, float undef>, %429 ], !dbg !36
  br i1 %414, label %436, label %439, !dbg !36

436:                                              ; preds = %434
  %437 = load <1 x float>, ptr addrspace(1) %gep5, align 4, !dbg !36
  %438 = shufflevector <1 x float> %437, <1 x float> poison, <2 x i32> <i32 0, i32 poison>, !dbg !36
  br label %439, !dbg !36

439:                                              ; preds = %436, %434
  %440 = phi <2 x float> [ %438, %436 ], [ <float 0.000000e+00, float undef>, %434 ], !dbg !36
  %441 = load <2 x float>, ptr addrspace(3) %339, align 8, !dbg !36
  %442 = load <2 x float>, ptr addrspace(3) %340, align 8, !dbg !36
  %443 = load <2 x float>, ptr addrspace(3) %341, align 8, !dbg !36
  %444 = load <2 x float>, ptr addrspace(3) %342, align 8, !dbg !36
  %445 = load <2 x float>, ptr addrspace(3) %343, align 8, !dbg !36
  %446 = load <2 x float>, ptr addrspace(3) %344, align 8, !dbg !36
  %447 = load <2 x float>, ptr addrspace(3) %345, align 8, !dbg !36
  %448 = load <2 x float>, ptr addrspace(3) %346, align 8, !dbg !36
  %449 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %399), !dbg !39
  %450 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %400), !dbg !39
  %451 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %401), !dbg !39
  %452 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %402), !dbg !39
  %453 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %403), !dbg !39
  %454 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %404), !dbg !39
  %455 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %405), !dbg !39
  %456 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %406), !dbg !39
  %457 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %441), !dbg !39
  %458 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %442), !dbg !39
  %459 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %443), !dbg !39
  %460 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %444), !dbg !39
  %461 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %445), !dbg !39
  %462 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %446), !dbg !39
  %463 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %447), !dbg !39
  %464 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %448), !dbg !39
  %465 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %348, i64 0, !dbg !39
  %466 = insertelement <16 x float> %465, float %349, i64 1, !dbg !39
  %467 = insertelement <16 x float> %466, float %350, i64 2, !dbg !39
  %468 = insertelement <16 x float> %467, float %351, i64 3, !dbg !39
  %469 = insertelement <16 x float> %468, float %352, i64 4, !dbg !39
  %470 = insertelement <16 x float> %469, float %353, i64 5, !dbg !39
  %471 = insertelement <16 x float> %470, float %354, i64 6, !dbg !39
  %472 = insertelement <16 x float> %471, float %355, i64 7, !dbg !39
  %473 = insertelement <16 x float> %472, float %356, i64 8, !dbg !39
  %474 = insertelement <16 x float> %473, float %357, i64 9, !dbg !39
  %475 = insertelement <16 x float> %474, float %358, i64 10, !dbg !39
  %476 = insertelement <16 x float> %475, float %359, i64 11, !dbg !39
  %477 = insertelement <16 x float> %476, float %360, i64 12, !dbg !39
  %478 = insertelement <16 x float> %477, float %361, i64 13, !dbg !39
  %479 = insertelement <16 x float> %478, float %362, i64 14, !dbg !39
  %480 = insertelement <16 x float> %479, float %363, i64 15, !dbg !39
  %481 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %457, <2 x float> %449, <16 x float> %480, i32 0, i32 0, i32 0), !dbg !39
  %482 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %458, <2 x float> %450, <16 x float> %481, i32 0, i32 0, i32 0), !dbg !39
  %483 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %459, <2 x float> %451, <16 x float> %482, i32 0, i32 0, i32 0), !dbg !39
  %484 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %460, <2 x float> %452, <16 x float> %483, i32 0, i32 0, i32 0), !dbg !39
  %485 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %461, <2 x float> %453, <16 x float> %484, i32 0, i32 0, i32 0), !dbg !39
  %486 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %462, <2 x float> %454, <16 x float> %485, i32 0, i32 0, i32 0), !dbg !39
  %487 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %463, <2 x float> %455, <16 x float> %486, i32 0, i32 0, i32 0), !dbg !39
  %488 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %464, <2 x float> %456, <16 x float> %487, i32 0, i32 0, i32 0), !dbg !39
  %489 = extractelement <16 x float> %488, i64 0, !dbg !39
  %490 = extractelement <16 x float> %488, i64 1, !dbg !39
  %491 = extractelement <16 x float> %488, i64 2, !dbg !39
  %492 = extractelement <16 x float> %488, i64 3, !dbg !39
  %493 = extractelement <16 x float> %488, i64 4, !dbg !39
  %494 = extractelement <16 x float> %488, i64 5, !dbg !39
  %495 = extractelement <16 x float> %488, i64 6, !dbg !39
  %496 = extractelement <16 x float> %488, i64 7, !dbg !39
  %497 = extractelement <16 x float> %488, i64 8, !dbg !39
  %498 = extractelement <16 x float> %488, i64 9, !dbg !39
  %499 = extractelement <16 x float> %488, i64 10, !dbg !39
  %500 = extractelement <16 x float> %488, i64 11, !dbg !39
  %501 = extractelement <16 x float> %488, i64 12, !dbg !39
  %502 = extractelement <16 x float> %488, i64 13, !dbg !39
  %503 = extractelement <16 x float> %488, i64 14, !dbg !39
  %504 = extractelement <16 x float> %488, i64 15, !dbg !39
  fence syncscope("workgroup") release, !dbg !31, !mmra !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31, !mmra !38
  store <1 x float> %386, ptr addrspace(3) %159, align 4, !dbg !31
  store <1 x float> %394, ptr addrspace(3) %160, align 4, !dbg !31
  store <1 x float> %390, ptr addrspace(3) %162, align 4, !dbg !31
  store <1 x float> %398, ptr addrspace(3) %163, align 4, !dbg !31
  %505 = shufflevector <1 x float> %426, <1 x float> %430, <2 x i32> <i32 0, i32 1>, !dbg !36
  store <2 x float> %505, ptr addrspace(3) %173, align 8, !dbg !36
  %506 = shufflevector <2 x float> %435, <2 x float> %440, <2 x i32> <i32 0, i32 2>, !dbg !36
  store <2 x float> %506, ptr addrspace(3) %176, align 8, !dbg !36
  %exitcond.not = icmp eq i32 %365, %smax, !dbg !27
  br i1 %exitcond.not, label %._crit_edge, label %347, !dbg !27, !llvm.loop !40

._crit_edge:                                      ; preds = %439, %279, %154
  %507 = phi float [ 0.000000e+00, %154 ], [ %321, %279 ], [ %489, %439 ]
  %508 = phi float [ 0.000000e+00, %154 ], [ %322, %279 ], [ %490, %439 ]
  %509 = phi float [ 0.000000e+00, %154 ], [ %323, %279 ], [ %491, %439 ]
  %510 = phi float [ 0.000000e+00, %154 ], [ %324, %279 ], [ %492, %439 ]
  %511 = phi float [ 0.000000e+00, %154 ], [ %325, %279 ], [ %493, %439 ]
  %512 = phi float [ 0.000000e+00, %154 ], [ %326, %279 ], [ %494, %439 ]
  %513 = phi float [ 0.000000e+00, %154 ], [ %327, %279 ], [ %495, %439 ]
  %514 = phi float [ 0.000000e+00, %154 ], [ %328, %279 ], [ %496, %439 ]
  %515 = phi float [ 0.000000e+00, %154 ], [ %329, %279 ], [ %497, %439 ]
  %516 = phi float [ 0.000000e+00, %154 ], [ %330, %279 ], [ %498, %439 ]
  %517 = phi float [ 0.000000e+00, %154 ], [ %331, %279 ], [ %499, %439 ]
  %518 = phi float [ 0.000000e+00, %154 ], [ %332, %279 ], [ %500, %439 ]
  %519 = phi float [ 0.000000e+00, %154 ], [ %333, %279 ], [ %501, %439 ]
  %520 = phi float [ 0.000000e+00, %154 ], [ %334, %279 ], [ %502, %439 ]
  %521 = phi float [ 0.000000e+00, %154 ], [ %335, %279 ], [ %503, %439 ]
  %522 = phi float [ 0.000000e+00, %154 ], [ %336, %279 ], [ %504, %439 ]
  fence syncscope("workgroup") release, !dbg !31, !mmra !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31, !mmra !38
  br i1 %77, label %523, label %._crit_edge._crit_edge, !dbg !39

523:                                              ; preds = %._crit_edge
  %524 = lshr exact i32 %31, 2, !dbg !31
  %525 = xor i32 %524, %166, !dbg !36
  %526 = xor i32 %525, %169, !dbg !36
  %527 = or disjoint i32 %526, %165, !dbg !36
  %528 = xor i32 %527, 112, !dbg !36
  %529 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %528, !dbg !36
  %530 = load <2 x float>, ptr addrspace(3) %529, align 8, !dbg !36
  %531 = xor i32 %527, 96, !dbg !36
  %532 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %531, !dbg !36
  %533 = load <2 x float>, ptr addrspace(3) %532, align 8, !dbg !36
  %534 = xor i32 %527, 80, !dbg !36
  %535 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %534, !dbg !36
  %536 = load <2 x float>, ptr addrspace(3) %535, align 8, !dbg !36
  %537 = xor i32 %527, 64, !dbg !36
  %538 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %537, !dbg !36
  %539 = load <2 x float>, ptr addrspace(3) %538, align 8, !dbg !36
  %540 = xor i32 %527, 48, !dbg !36
  %541 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %540, !dbg !36
  %542 = load <2 x float>, ptr addrspace(3) %541, align 8, !dbg !36
  %543 = xor i32 %527, 32, !dbg !36
  %544 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %543, !dbg !36
  %545 = load <2 x float>, ptr addrspace(3) %544, align 8, !dbg !36
  %546 = xor i32 %527, 16, !dbg !36
  %547 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %546, !dbg !36
  %548 = load <2 x float>, ptr addrspace(3) %547, align 8, !dbg !36
  %549 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %527, !dbg !36
  %550 = load <2 x float>, ptr addrspace(3) %549, align 8, !dbg !36
  %551 = shl nuw nsw i32 %24, 7, !dbg !31
  %552 = or disjoint i32 %525, %551, !dbg !31
  %553 = xor i32 %552, 112, !dbg !31
  %554 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %553, !dbg !31
  %555 = load <2 x float>, ptr addrspace(3) %554, align 8, !dbg !31
  %556 = xor i32 %552, 96, !dbg !31
  %557 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %556, !dbg !31
  %558 = load <2 x float>, ptr addrspace(3) %557, align 8, !dbg !31
  %559 = xor i32 %552, 80, !dbg !31
  %560 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %559, !dbg !31
  %561 = load <2 x float>, ptr addrspace(3) %560, align 8, !dbg !31
  %562 = xor i32 %552, 64, !dbg !31
  %563 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %562, !dbg !31
  %564 = load <2 x float>, ptr addrspace(3) %563, align 8, !dbg !31
  %565 = xor i32 %552, 48, !dbg !31
  %566 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %565, !dbg !31
  %567 = load <2 x float>, ptr addrspace(3) %566, align 8, !dbg !31
  %568 = xor i32 %552, 32, !dbg !31
  %569 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %568, !dbg !31
  %570 = load <2 x float>, ptr addrspace(3) %569, align 8, !dbg !31
  %571 = xor i32 %552, 16, !dbg !31
  %572 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %571, !dbg !31
  %573 = load <2 x float>, ptr addrspace(3) %572, align 8, !dbg !31
  %574 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %552, !dbg !31
  %575 = load <2 x float>, ptr addrspace(3) %574, align 8, !dbg !31
  %576 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %575), !dbg !39
  %577 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %573), !dbg !39
  %578 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %570), !dbg !39
  %579 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %567), !dbg !39
  %580 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %564), !dbg !39
  %581 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %561), !dbg !39
  %582 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %558), !dbg !39
  %583 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %555), !dbg !39
  %584 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %550), !dbg !39
  %585 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %548), !dbg !39
  %586 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %545), !dbg !39
  %587 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %542), !dbg !39
  %588 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %539), !dbg !39
  %589 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %536), !dbg !39
  %590 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %533), !dbg !39
  %591 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %530), !dbg !39
  %592 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %507, i64 0, !dbg !39
  %593 = insertelement <16 x float> %592, float %508, i64 1, !dbg !39
  %594 = insertelement <16 x float> %593, float %509, i64 2, !dbg !39
  %595 = insertelement <16 x float> %594, float %510, i64 3, !dbg !39
  %596 = insertelement <16 x float> %595, float %511, i64 4, !dbg !39
  %597 = insertelement <16 x float> %596, float %512, i64 5, !dbg !39
  %598 = insertelement <16 x float> %597, float %513, i64 6, !dbg !39
  %599 = insertelement <16 x float> %598, float %514, i64 7, !dbg !39
  %600 = insertelement <16 x float> %599, float %515, i64 8, !dbg !39
  %601 = insertelement <16 x float> %600, float %516, i64 9, !dbg !39
  %602 = insertelement <16 x float> %601, float %517, i64 10, !dbg !39
  %603 = insertelement <16 x float> %602, float %518, i64 11, !dbg !39
  %604 = insertelement <16 x float> %603, float %519, i64 12, !dbg !39
  %605 = insertelement <16 x float> %604, float %520, i64 13, !dbg !39
  %606 = insertelement <16 x float> %605, float %521, i64 14, !dbg !39
  %607 = insertelement <16 x float> %606, float %522, i64 15, !dbg !39
  %608 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %584, <2 x float> %576, <16 x float> %607, i32 0, i32 0, i32 0), !dbg !39
  %609 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %585, <2 x float> %577, <16 x float> %608, i32 0, i32 0, i32 0), !dbg !39
  %610 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %586, <2 x float> %578, <16 x float> %609, i32 0, i32 0, i32 0), !dbg !39
  %611 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %587, <2 x float> %579, <16 x float> %610, i32 0, i32 0, i32 0), !dbg !39
  %612 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %588, <2 x float> %580, <16 x float> %611, i32 0, i32 0, i32 0), !dbg !39
  %613 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %589, <2 x float> %581, <16 x float> %612, i32 0, i32 0, i32 0), !dbg !39
  %614 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %590, <2 x float> %582, <16 x float> %613, i32 0, i32 0, i32 0), !dbg !39
  %615 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %591, <2 x float> %583, <16 x float> %614, i32 0, i32 0, i32 0), !dbg !39
  %616 = extractelement <16 x float> %615, i64 0, !dbg !39
  %617 = extractelement <16 x float> %615, i64 1, !dbg !39
  %618 = extractelement <16 x float> %615, i64 2, !dbg !39
  %619 = extractelement <16 x float> %615, i64 3, !dbg !39
  %620 = extractelement <16 x float> %615, i64 4, !dbg !39
  %621 = extractelement <16 x float> %615, i64 5, !dbg !39
  %622 = extractelement <16 x float> %615, i64 6, !dbg !39
  %623 = extractelement <16 x float> %615, i64 7, !dbg !39
  %624 = extractelement <16 x float> %615, i64 8, !dbg !39
  %625 = extractelement <16 x float> %615, i64 9, !dbg !39
  %626 = extractelement <16 x float> %615, i64 10, !dbg !39
  %627 = extractelement <16 x float> %615, i64 11, !dbg !39
  %628 = extractelement <16 x float> %615, i64 12, !dbg !39
  %629 = extractelement <16 x float> %615, i64 13, !dbg !39
  %630 = extractelement <16 x float> %615, i64 14, !dbg !39
  %631 = extractelement <16 x float> %615, i64 15, !dbg !39
  br label %._crit_edge._crit_edge, !dbg !39

._crit_edge._crit_edge:                           ; preds = %._crit_edge, %523
  %632 = phi float [ %616, %523 ], [ %507, %._crit_edge ], !dbg !27
  %633 = phi float [ %631, %523 ], [ %522, %._crit_edge ], !dbg !27
  %634 = phi float [ %630, %523 ], [ %521, %._crit_edge ], !dbg !27
  %635 = phi float [ %629, %523 ], [ %520, %._crit_edge ], !dbg !27
  %636 = phi float [ %628, %523 ], [ %519, %._crit_edge ], !dbg !27
  %637 = phi float [ %627, %523 ], [ %518, %._crit_edge ], !dbg !27
  %638 = phi float [ %626, %523 ], [ %517, %._crit_edge ], !dbg !27
  %639 = phi float [ %625, %523 ], [ %516, %._crit_edge ], !dbg !27
  %640 = phi float [ %624, %523 ], [ %515, %._crit_edge ], !dbg !27
  %641 = phi float [ %623, %523 ], [ %514, %._crit_edge ], !dbg !27
  %642 = phi float [ %622, %523 ], [ %513, %._crit_edge ], !dbg !27
  %643 = phi float [ %621, %523 ], [ %512, %._crit_edge ], !dbg !27
  %644 = phi float [ %620, %523 ], [ %511, %._crit_edge ], !dbg !27
  %645 = phi float [ %619, %523 ], [ %510, %._crit_edge ], !dbg !27
  %646 = phi float [ %618, %523 ], [ %509, %._crit_edge ], !dbg !27
  %647 = phi float [ %617, %523 ], [ %508, %._crit_edge ], !dbg !27
  %648 = icmp slt i32 %33, %3, !dbg !42
  %649 = icmp slt i32 %40, %4, !dbg !43
  %650 = icmp slt i32 %41, %4, !dbg !43
  %651 = icmp slt i32 %42, %4, !dbg !43
  %652 = icmp slt i32 %43, %4, !dbg !43
  %653 = icmp slt i32 %44, %4, !dbg !43
  %654 = icmp slt i32 %45, %4, !dbg !43
  %655 = icmp slt i32 %46, %4, !dbg !43
  %656 = icmp slt i32 %47, %4, !dbg !43
  %657 = icmp slt i32 %48, %4, !dbg !43
  %658 = icmp slt i32 %49, %4, !dbg !43
  %659 = icmp slt i32 %50, %4, !dbg !43
  %660 = icmp slt i32 %51, %4, !dbg !43
  %661 = icmp slt i32 %52, %4, !dbg !43
  %662 = icmp slt i32 %53, %4, !dbg !43
  %663 = icmp slt i32 %54, %4, !dbg !43
  %664 = icmp slt i32 %55, %4, !dbg !43
  %665 = and i1 %648, %649, !dbg !44
  %666 = and i1 %648, %650, !dbg !44
  %667 = and i1 %648, %651, !dbg !44
  %668 = and i1 %648, %652, !dbg !44
  %669 = and i1 %648, %653, !dbg !44
  %670 = and i1 %648, %654, !dbg !44
  %671 = and i1 %648, %655, !dbg !44
  %672 = and i1 %648, %656, !dbg !44
  %673 = and i1 %648, %657, !dbg !44
  %674 = and i1 %648, %658, !dbg !44
  %675 = and i1 %648, %659, !dbg !44
  %676 = and i1 %648, %660, !dbg !44
  %677 = and i1 %648, %661, !dbg !44
  %678 = and i1 %648, %662, !dbg !44
  %679 = and i1 %648, %663, !dbg !44
  %680 = and i1 %648, %664, !dbg !44
  %681 = mul i32 %10, %33, !dbg !45
  %682 = sext i32 %681 to i64, !dbg !46
  %683 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %682, !dbg !46
  %684 = mul i32 %11, %41, !dbg !47
  %685 = mul i32 %11, %42, !dbg !47
  %686 = mul i32 %11, %43, !dbg !47
  %687 = mul i32 %11, %44, !dbg !47
  %688 = mul i32 %11, %45, !dbg !47
  %689 = mul i32 %11, %46, !dbg !47
  %690 = mul i32 %11, %47, !dbg !47
  %691 = mul i32 %11, %48, !dbg !47
  %692 = mul i32 %11, %49, !dbg !47
  %693 = mul i32 %11, %50, !dbg !47
  %694 = mul i32 %11, %51, !dbg !47
  %695 = mul i32 %11, %52, !dbg !47
  %696 = mul i32 %11, %53, !dbg !47
  %697 = mul i32 %11, %54, !dbg !47
  %698 = mul i32 %11, %55, !dbg !47
  %699 = sext i32 %684 to i64, !dbg !46
  %700 = getelementptr [4 x i8], ptr addrspace(1) %683, i64 %699, !dbg !46
  %701 = sext i32 %685 to i64, !dbg !46
  %702 = getelementptr [4 x i8], ptr addrspace(1) %683, i64 %701, !dbg !46
  %703 = sext i32 %686 to i64, !dbg !46
  %704 = getelementptr [4 x i8], ptr addrspace(1) %683, i64 %703, !dbg !46
  %705 = sext i32 %687 to i64, !dbg !46
  %706 = getelementptr [4 x i8], ptr addrspace(1) %683, i64 %705, !dbg !46
  %707 = sext i32 %688 to i64, !dbg !46
  %708 = getelementptr [4 x i8], ptr addrspace(1) %683, i64 %707, !dbg !46
  %709 = sext i32 %689 to i64, !dbg !46
  %710 = getelementptr [4 x i8], ptr addrspace(1) %683, i64 %709, !dbg !46
  %711 = sext i32 %690 to i64, !dbg !46
  %712 = getelementptr [4 x i8], ptr addrspace(1) %683, i64 %711, !dbg !46
  %713 = sext i32 %691 to i64, !dbg !46
  %714 = getelementptr [4 x i8], ptr addrspace(1) %683, i64 %713, !dbg !46
  %715 = sext i32 %692 to i64, !dbg !46
  %716 = getelementptr [4 x i8], ptr addrspace(1) %683, i64 %715, !dbg !46
  %717 = sext i32 %693 to i64, !dbg !46
  %718 = getelementptr [4 x i8], ptr addrspace(1) %683, i64 %717, !dbg !46
  %719 = sext i32 %694 to i64, !dbg !46
  %720 = getelementptr [4 x i8], ptr addrspace(1) %683, i64 %719, !dbg !46
  %721 = sext i32 %695 to i64, !dbg !46
  %722 = getelementptr [4 x i8], ptr addrspace(1) %683, i64 %721, !dbg !46
  %723 = sext i32 %696 to i64, !dbg !46
  %724 = getelementptr [4 x i8], ptr addrspace(1) %683, i64 %723, !dbg !46
  %725 = sext i32 %697 to i64, !dbg !46
  %726 = getelementptr [4 x i8], ptr addrspace(1) %683, i64 %725, !dbg !46
  %727 = sext i32 %698 to i64, !dbg !46
  %728 = getelementptr [4 x i8], ptr addrspace(1) %683, i64 %727, !dbg !46
  %729 = icmp eq i32 %18, 0, !dbg !12
  %730 = and i1 %665, %729, !dbg !12
  br i1 %730, label %731, label %736, !dbg !12

731:                                              ; preds = %._crit_edge._crit_edge
  %732 = mul i32 %11, %40
  %733 = sext i32 %732 to i64
  %734 = getelementptr [4 x i8], ptr addrspace(1) %683, i64 %733
  %735 = insertelement <1 x float> poison, float %632, i64 0
  store <1 x float> %735, ptr addrspace(1) %734, align 4, !dbg !12
  br label %736, !dbg !12

736:                                              ; preds = %731, %._crit_edge._crit_edge
  %737 = and i1 %666, %729, !dbg !12
  br i1 %737, label %738, label %740, !dbg !12

738:                                              ; preds = %736
  %739 = insertelement <1 x float> poison, float %647, i64 0
  store <1 x float> %739, ptr addrspace(1) %700, align 4, !dbg !12
  br label %740, !dbg !12

740:                                              ; preds = %738, %736
  %741 = and i1 %667, %729, !dbg !12
  br i1 %741, label %742, label %744, !dbg !12

742:                                              ; preds = %740
  %743 = insertelement <1 x float> poison, float %646, i64 0
  store <1 x float> %743, ptr addrspace(1) %702, align 4, !dbg !12
  br label %744, !dbg !12

744:                                              ; preds = %742, %740
  %745 = and i1 %668, %729, !dbg !12
  br i1 %745, label %746, label %748, !dbg !12

746:                                              ; preds = %744
  %747 = insertelement <1 x float> poison, float %645, i64 0
  store <1 x float> %747, ptr addrspace(1) %704, align 4, !dbg !12
  br label %748, !dbg !12

748:                                              ; preds = %746, %744
  %749 = and i1 %669, %729, !dbg !12
  br i1 %749, label %750, label %752, !dbg !12

750:                                              ; preds = %748
  %751 = insertelement <1 x float> poison, float %644, i64 0
  store <1 x float> %751, ptr addrspace(1) %706, align 4, !dbg !12
  br label %752, !dbg !12

752:                                              ; preds = %750, %748
  %753 = and i1 %670, %729, !dbg !12
  br i1 %753, label %754, label %756, !dbg !12

754:                                              ; preds = %752
  %755 = insertelement <1 x float> poison, float %643, i64 0
  store <1 x float> %755, ptr addrspace(1) %708, align 4, !dbg !12
  br label %756, !dbg !12

756:                                              ; preds = %754, %752
  %757 = and i1 %671, %729, !dbg !12
  br i1 %757, label %758, label %760, !dbg !12

758:                                              ; preds = %756
  %759 = insertelement <1 x float> poison, float %642, i64 0
  store <1 x float> %759, ptr addrspace(1) %710, align 4, !dbg !12
  br label %760, !dbg !12

760:                                              ; preds = %758, %756
  %761 = and i1 %672, %729, !dbg !12
  br i1 %761, label %762, label %764, !dbg !12

762:                                              ; preds = %760
  %763 = insertelement <1 x float> poison, float %641, i64 0
  store <1 x float> %763, ptr addrspace(1) %712, align 4, !dbg !12
  br label %764, !dbg !12

764:                                              ; preds = %762, %760
  %765 = and i1 %673, %729, !dbg !12
  br i1 %765, label %766, label %768, !dbg !12

766:                                              ; preds = %764
  %767 = insertelement <1 x float> poison, float %640, i64 0
  store <1 x float> %767, ptr addrspace(1) %714, align 4, !dbg !12
  br label %768, !dbg !12

768:                                              ; preds = %766, %764
  %769 = and i1 %674, %729, !dbg !12
  br i1 %769, label %770, label %772, !dbg !12

770:                                              ; preds = %768
  %771 = insertelement <1 x float> poison, float %639, i64 0
  store <1 x float> %771, ptr addrspace(1) %716, align 4, !dbg !12
  br label %772, !dbg !12

772:                                              ; preds = %770, %768
  %773 = and i1 %675, %729, !dbg !12
  br i1 %773, label %774, label %776, !dbg !12

774:                                              ; preds = %772
  %775 = insertelement <1 x float> poison, float %638, i64 0
  store <1 x float> %775, ptr addrspace(1) %718, align 4, !dbg !12
  br label %776, !dbg !12

776:                                              ; preds = %774, %772
  %777 = and i1 %676, %729, !dbg !12
  br i1 %777, label %778, label %780, !dbg !12

778:                                              ; preds = %776
  %779 = insertelement <1 x float> poison, float %637, i64 0
  store <1 x float> %779, ptr addrspace(1) %720, align 4, !dbg !12
  br label %780, !dbg !12

780:                                              ; preds = %778, %776
  %781 = and i1 %677, %729, !dbg !12
  br i1 %781, label %782, label %784, !dbg !12

782:                                              ; preds = %780
  %783 = insertelement <1 x float> poison, float %636, i64 0
  store <1 x float> %783, ptr addrspace(1) %722, align 4, !dbg !12
  br label %784, !dbg !12

784:                                              ; preds = %782, %780
  %785 = and i1 %678, %729, !dbg !12
  br i1 %785, label %786, label %788, !dbg !12

786:                                              ; preds = %784
  %787 = insertelement <1 x float> poison, float %635, i64 0
  store <1 x float> %787, ptr addrspace(1) %724, align 4, !dbg !12
  br label %788, !dbg !12

788:                                              ; preds = %786, %784
  %789 = and i1 %679, %729, !dbg !12
  br i1 %789, label %790, label %792, !dbg !12

790:                                              ; preds = %788
  %791 = insertelement <1 x float> poison, float %634, i64 0
  store <1 x float> %791, ptr addrspace(1) %726, align 4, !dbg !12
  br label %792, !dbg !12

792:                                              ; preds = %790, %788
  %793 = and i1 %680, %729, !dbg !12
  br i1 %793, label %794, label %796, !dbg !12

794:                                              ; preds = %792
  %795 = insertelement <1 x float> poison, float %633, i64 0
  store <1 x float> %795, ptr addrspace(1) %728, align 4, !dbg !12
  br label %796, !dbg !12

796:                                              ; preds = %794, %792
  ret void, !dbg !48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float>, <2 x float>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.canonicalize.v2f32(<2 x float>) #5

attributes #0 = { norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "matmul_k", linkageName: "matmul_k", scope: !1, file: !1, line: 180, type: !5, scopeLine: 180, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !9, !9, !9, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 192, column: 5, scope: !4)
!13 = !DILocation(line: 183, column: 10, scope: !4)
!14 = !DILocation(line: 183, column: 34, scope: !4)
!15 = !DILocation(line: 184, column: 10, scope: !4)
!16 = !DILocation(line: 43, column: 13, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: ".")
!19 = !DILocation(line: 187, column: 23, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!21 = !DILocation(line: 43, column: 12, scope: !17, inlinedAt: !19)
!22 = !DILocation(line: 189, column: 71, scope: !4)
!23 = !DILocation(line: 189, column: 26, scope: !4)
!24 = !DILocation(line: 189, column: 22, scope: !4)
!25 = !DILocation(line: 190, column: 91, scope: !4)
!26 = !DILocation(line: 190, column: 46, scope: !4)
!27 = !DILocation(line: 187, column: 5, scope: !4)
!28 = !DILocation(line: 189, column: 91, scope: !4)
!29 = !DILocation(line: 189, column: 70, scope: !4)
!30 = !DILocation(line: 189, column: 46, scope: !4)
!31 = !DILocation(line: 189, column: 14, scope: !4)
!32 = !DILocation(line: 190, column: 71, scope: !4)
!33 = !DILocation(line: 190, column: 70, scope: !4)
!34 = !DILocation(line: 190, column: 26, scope: !4)
!35 = !DILocation(line: 190, column: 22, scope: !4)
!36 = !DILocation(line: 190, column: 14, scope: !4)
!37 = !DILocation(line: 188, column: 14, scope: !4)
!38 = !{!"amdgpu-synchronize-as", !"local"}
!39 = !DILocation(line: 191, column: 16, scope: !4)
!40 = distinct !{!40, !41}
!41 = !{!"llvm.loop.peeled.count", i32 1}
!42 = !DILocation(line: 192, column: 91, scope: !4)
!43 = !DILocation(line: 192, column: 111, scope: !4)
!44 = !DILocation(line: 192, column: 90, scope: !4)
!45 = !DILocation(line: 192, column: 18, scope: !4)
!46 = !DILocation(line: 192, column: 14, scope: !4)
!47 = !DILocation(line: 192, column: 38, scope: !4)
!48 = !DILocation(line: 180, column: 1, scope: !4)
