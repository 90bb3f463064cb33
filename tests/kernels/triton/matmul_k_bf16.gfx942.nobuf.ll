; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

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
  %26 = lshr exact i32 %25, 3, !dbg !14
  %27 = lshr i32 %23, 5, !dbg !14
  %28 = and i32 %15, 32, !dbg !14
  %29 = lshr exact i32 %28, 3, !dbg !14
  %30 = or disjoint i32 %20, %24, !dbg !13
  %31 = or disjoint i32 %27, %20, !dbg !13
  %32 = or disjoint i32 %31, 8, !dbg !13
  %33 = or disjoint i32 %31, 16, !dbg !13
  %34 = or disjoint i32 %31, 24, !dbg !13
  %35 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !15
  %36 = shl i32 %35, 5, !dbg !15
  %37 = or disjoint i32 %29, %36, !dbg !15
  %38 = or disjoint i32 %37, 1, !dbg !15
  %39 = or disjoint i32 %37, 2, !dbg !15
  %40 = or disjoint i32 %37, 3, !dbg !15
  %41 = or disjoint i32 %37, 8, !dbg !15
  %42 = or disjoint i32 %37, 9, !dbg !15
  %43 = or disjoint i32 %37, 10, !dbg !15
  %44 = or disjoint i32 %37, 11, !dbg !15
  %45 = or disjoint i32 %37, 16, !dbg !15
  %46 = or disjoint i32 %37, 17, !dbg !15
  %47 = or disjoint i32 %37, 18, !dbg !15
  %48 = or disjoint i32 %37, 19, !dbg !15
  %49 = or disjoint i32 %37, 24, !dbg !15
  %50 = or disjoint i32 %37, 25, !dbg !15
  %51 = or disjoint i32 %37, 26, !dbg !15
  %52 = or disjoint i32 %37, 27, !dbg !15
  %53 = or disjoint i32 %36, %24, !dbg !15
  %54 = add i32 %5, 31, !dbg !16
  %55 = sdiv i32 %54, 32, !dbg !21
  %56 = icmp slt i32 %31, %3, !dbg !22
  %57 = icmp slt i32 %32, %3, !dbg !22
  %58 = icmp slt i32 %33, %3, !dbg !22
  %59 = icmp slt i32 %34, %3, !dbg !22
  %60 = mul i32 %31, %6, !dbg !23
  %61 = mul i32 %32, %6, !dbg !23
  %62 = mul i32 %33, %6, !dbg !23
  %63 = mul i32 %34, %6, !dbg !23
  %64 = sext i32 %60 to i64, !dbg !24
  %65 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %64, !dbg !24
  %66 = sext i32 %61 to i64, !dbg !24
  %67 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %66, !dbg !24
  %68 = sext i32 %62 to i64, !dbg !24
  %69 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %68, !dbg !24
  %70 = sext i32 %63 to i64, !dbg !24
  %71 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %70, !dbg !24
  %72 = icmp slt i32 %53, %4, !dbg !25
  %invariant.op = or disjoint i32 %26, 1, !dbg !26
  %invariant.op25 = or disjoint i32 %26, 2, !dbg !26
  %invariant.op27 = or disjoint i32 %26, 3, !dbg !26
  %73 = icmp sgt i32 %54, 31, !dbg !26
  br i1 %73, label %.lr.ph, label %._crit_edge, !dbg !26

.lr.ph:                                           ; preds = %14
  %74 = mul i32 %9, %53, !dbg !27
  %75 = sext i32 %74 to i64
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %75, !dbg !26
  %76 = shl nuw nsw i32 %23, 1
  %77 = shl nuw nsw i32 %18, 3
  %78 = xor i32 %76, %77
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %78
  %80 = getelementptr inbounds nuw i8, ptr addrspace(3) %79, i32 1024
  %81 = xor i32 %78, 544
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %81
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) %82, i32 1024
  %84 = shl nuw nsw i32 %24, 6
  %85 = shl nuw nsw i32 %15, 2
  %86 = and i32 %85, 56
  %87 = lshr exact i32 %28, 2
  %88 = xor i32 %86, %87
  %89 = or disjoint i32 %88, %84
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %89
  %91 = xor i32 %89, 16
  %92 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %91
  %93 = xor i32 %89, 32
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %93
  %95 = xor i32 %89, 48
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %95
  %97 = shl nuw nsw i32 %15, 6
  %98 = and i32 %97, 960
  %99 = lshr exact i32 %25, 2
  %100 = and i32 %15, 16
  %101 = icmp eq i32 %100, 0
  %102 = select i1 %101, i32 0, i32 1032
  %103 = xor i32 %86, %99
  %104 = xor i32 %103, %102
  %105 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %98
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) %105, i32 %104
  %107 = xor i32 %88, %102
  %108 = or disjoint i32 %107, %98
  %109 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %108
  %110 = xor i32 %108, 16
  %111 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %110
  %112 = xor i32 %108, 32
  %113 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %112
  %114 = xor i32 %108, 48
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %114
  br label %116, !dbg !26

116:                                              ; preds = %.lr.ph, %198
  %117 = phi float [ 0.000000e+00, %.lr.ph ], [ %232, %198 ]
  %118 = phi float [ 0.000000e+00, %.lr.ph ], [ %233, %198 ]
  %119 = phi float [ 0.000000e+00, %.lr.ph ], [ %234, %198 ]
  %120 = phi float [ 0.000000e+00, %.lr.ph ], [ %235, %198 ]
  %121 = phi float [ 0.000000e+00, %.lr.ph ], [ %236, %198 ]
  %122 = phi float [ 0.000000e+00, %.lr.ph ], [ %237, %198 ]
  %123 = phi float [ 0.000000e+00, %.lr.ph ], [ %238, %198 ]
  %124 = phi float [ 0.000000e+00, %.lr.ph ], [ %239, %198 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph ], [ %240, %198 ]
  %126 = phi float [ 0.000000e+00, %.lr.ph ], [ %241, %198 ]
  %127 = phi float [ 0.000000e+00, %.lr.ph ], [ %242, %198 ]
  %128 = phi float [ 0.000000e+00, %.lr.ph ], [ %243, %198 ]
  %129 = phi float [ 0.000000e+00, %.lr.ph ], [ %244, %198 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph ], [ %245, %198 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph ], [ %246, %198 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph ], [ %247, %198 ]
  %133 = phi i32 [ 0, %.lr.ph ], [ %248, %198 ]
  %134 = shl nuw nsw i32 %133, 5, !dbg !28
  %135 = or disjoint i32 %134, %26, !dbg !28
  %.reass = or disjoint i32 %134, %invariant.op
  %.reass26 = or disjoint i32 %134, %invariant.op25
  %.reass28 = or disjoint i32 %134, %invariant.op27
  %136 = or disjoint i32 %134, %24, !dbg !28
  %137 = icmp slt i32 %136, %5, !dbg !29
  %138 = and i1 %56, %137, !dbg !30
  %139 = and i1 %57, %137, !dbg !30
  %140 = and i1 %58, %137, !dbg !30
  %141 = and i1 %59, %137, !dbg !30
  %142 = mul i32 %136, %7, !dbg !31
  %143 = sext i32 %142 to i64, !dbg !24
  %144 = getelementptr [2 x i8], ptr addrspace(1) %67, i64 %143, !dbg !24
  %145 = getelementptr [2 x i8], ptr addrspace(1) %69, i64 %143, !dbg !24
  %146 = getelementptr [2 x i8], ptr addrspace(1) %71, i64 %143, !dbg !24
  br i1 %138, label %147, label %150, !dbg !32

147:                                              ; preds = %116
  %148 = getelementptr [2 x i8], ptr addrspace(1) %65, i64 %143
  %149 = load <1 x bfloat>, ptr addrspace(1) %148, align 2, !dbg !32
  br label %150, !dbg !32

150:                                              ; preds = %147, %116
  %151 = phi <1 x bfloat> [ %149, %147 ], [ zeroinitializer, %116 ], !dbg !32
  br i1 %139, label %152, label %154, !dbg !32

152:                                              ; preds = %150
  %153 = load <1 x bfloat>, ptr addrspace(1) %144, align 2, !dbg !32
  br label %154, !dbg !32

154:                                              ; preds = %152, %150
  %155 = phi <1 x bfloat> [ %153, %152 ], [ zeroinitializer, %150 ], !dbg !32
  br i1 %140, label %156, label %158, !dbg !32

156:                                              ; preds = %154
  %157 = load <1 x bfloat>, ptr addrspace(1) %145, align 2, !dbg !32
  br label %158, !dbg !32

158:                                              ; preds = %156, %154
  %159 = phi <1 x bfloat> [ %157, %156 ], [ zeroinitializer, %154 ], !dbg !32
  br i1 %141, label %160, label %162, !dbg !32

160:                                              ; preds = %158
  %161 = load <1 x bfloat>, ptr addrspace(1) %146, align 2, !dbg !32
  br label %162, !dbg !32

162:                                              ; preds = %160, %158
  %163 = phi <1 x bfloat> [ %161, %160 ], [ zeroinitializer, %158 ], !dbg !32
  %164 = icmp slt i32 %135, %5, !dbg !33
  %165 = icmp slt i32 %.reass, %5, !dbg !33
  %166 = icmp slt i32 %.reass26, %5, !dbg !33
  %167 = icmp slt i32 %.reass28, %5, !dbg !33
  %168 = and i1 %72, %164, !dbg !34
  %169 = and i1 %72, %165, !dbg !34
  %170 = and i1 %72, %166, !dbg !34
  %171 = and i1 %72, %167, !dbg !34
  %172 = mul i32 %.reass, %8, !dbg !35
  %173 = mul i32 %.reass26, %8, !dbg !35
  %174 = mul i32 %.reass28, %8, !dbg !35
  %175 = sext i32 %172 to i64, !dbg !36
  %176 = sext i32 %173 to i64, !dbg !36
  %177 = sext i32 %174 to i64, !dbg !36
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %175, !dbg !36
  %gep30 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %176, !dbg !36
  %gep32 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %177, !dbg !36
  br i1 %168, label %178, label %182, !dbg !37

178:                                              ; preds = %162
  %179 = mul i32 %135, %8
  %180 = sext i32 %179 to i64
  %gep34 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %180
  %181 = load <1 x bfloat>, ptr addrspace(1) %gep34, align 2, !dbg !37
  br label %182, !dbg !37

182:                                              ; preds = %178, %162
  %183 = phi <1 x bfloat> [ %181, %178 ], [ zeroinitializer, %162 ], !dbg !37
  %184 = extractelement <1 x bfloat> %183, i64 0, !dbg !37
  br i1 %169, label %185, label %187, !dbg !37

185:                                              ; preds = %182
  %186 = load <1 x bfloat>, ptr addrspace(1) %gep, align 2, !dbg !37
  br label %187, !dbg !37

187:                                              ; preds = %185, %182
  %188 = phi <1 x bfloat> [ %186, %185 ], [ zeroinitializer, %182 ], !dbg !37
  %189 = extractelement <1 x bfloat> %188, i64 0, !dbg !37
  br i1 %170, label %190, label %192, !dbg !37

190:                                              ; preds = %187
  %191 = load <1 x bfloat>, ptr addrspace(1) %gep30, align 2, !dbg !37
  br label %192, !dbg !37

192:                                              ; preds = %190, %187
  %193 = phi <1 x bfloat> [ %191, %190 ], [ zeroinitializer, %187 ], !dbg !37
  %194 = extractelement <1 x bfloat> %193, i64 0, !dbg !37
  br i1 %171, label %195, label %198, !dbg !37

195:                                              ; preds = %192
  %196 = load <1 x bfloat>, ptr addrspace(1) %gep32, align 2, !dbg !37
  %197 = shufflevector <1 x bfloat> %196, <1 x bfloat> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !37
  br label %198, !dbg !37

198:                                              ; preds = %195, %192
  %199 = phi <4 x bfloat> [ %197, %195 ], [ <bfloat 0.000000e+00, bfloat undef, bfloat undef, bfloat undef>, %192 ], !dbg !37
  fence syncscope("workgroup") release, !dbg !32, !mmra !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !32
  fence syncscope("workgroup") acquire, !dbg !32, !mmra !38
  store <1 x bfloat> %151, ptr addrspace(3) %79, align 2, !dbg !32
  store <1 x bfloat> %159, ptr addrspace(3) %80, align 2, !dbg !32
  store <1 x bfloat> %155, ptr addrspace(3) %82, align 2, !dbg !32
  store <1 x bfloat> %163, ptr addrspace(3) %83, align 2, !dbg !32
  fence syncscope("workgroup") release, !dbg !32, !mmra !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !32
  fence syncscope("workgroup") acquire, !dbg !32, !mmra !38
  %200 = load <4 x i16>, ptr addrspace(3) %90, align 8, !dbg !32
  %201 = load <4 x i16>, ptr addrspace(3) %92, align 8, !dbg !32
  %202 = load <4 x i16>, ptr addrspace(3) %94, align 8, !dbg !32
  %203 = load <4 x i16>, ptr addrspace(3) %96, align 8, !dbg !32
  fence syncscope("workgroup") release, !dbg !37, !mmra !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !37
  fence syncscope("workgroup") acquire, !dbg !37, !mmra !38
  %204 = insertelement <4 x bfloat> poison, bfloat %184, i64 0, !dbg !37
  %205 = insertelement <4 x bfloat> %204, bfloat %189, i64 1, !dbg !37
  %206 = insertelement <4 x bfloat> %205, bfloat %194, i64 2, !dbg !37
  %207 = shufflevector <4 x bfloat> %206, <4 x bfloat> %199, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !37
  store <4 x bfloat> %207, ptr addrspace(3) %106, align 8, !dbg !37
  fence syncscope("workgroup") release, !dbg !37, !mmra !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !37
  fence syncscope("workgroup") acquire, !dbg !37, !mmra !38
  %208 = load <4 x i16>, ptr addrspace(3) %109, align 8, !dbg !37
  %209 = load <4 x i16>, ptr addrspace(3) %111, align 8, !dbg !37
  %210 = load <4 x i16>, ptr addrspace(3) %113, align 8, !dbg !37
  %211 = load <4 x i16>, ptr addrspace(3) %115, align 8, !dbg !37
  %212 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %117, i64 0, !dbg !39
  %213 = insertelement <16 x float> %212, float %118, i64 1, !dbg !39
  %214 = insertelement <16 x float> %213, float %119, i64 2, !dbg !39
  %215 = insertelement <16 x float> %214, float %120, i64 3, !dbg !39
  %216 = insertelement <16 x float> %215, float %121, i64 4, !dbg !39
  %217 = insertelement <16 x float> %216, float %122, i64 5, !dbg !39
  %218 = insertelement <16 x float> %217, float %123, i64 6, !dbg !39
  %219 = insertelement <16 x float> %218, float %124, i64 7, !dbg !39
  %220 = insertelement <16 x float> %219, float %125, i64 8, !dbg !39
  %221 = insertelement <16 x float> %220, float %126, i64 9, !dbg !39
  %222 = insertelement <16 x float> %221, float %127, i64 10, !dbg !39
  %223 = insertelement <16 x float> %222, float %128, i64 11, !dbg !39
  %224 = insertelement <16 x float> %223, float %129, i64 12, !dbg !39
  %225 = insertelement <16 x float> %224, float %130, i64 13, !dbg !39
  %226 = insertelement <16 x float> %225, float %131, i64 14, !dbg !39
  %227 = insertelement <16 x float> %226, float %132, i64 15, !dbg !39
  %228 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %208, <4 x i16> %200, <16 x float> %227, i32 0, i32 0, i32 0), !dbg !39
  %229 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %209, <4 x i16> %201, <16 x float> %228, i32 0, i32 0, i32 0), !dbg !39
  %230 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %210, <4 x i16> %202, <16 x float> %229, i32 0, i32 0, i32 0), !dbg !39
  %231 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %211, <4 x i16> %203, <16 x float> %230, i32 0, i32 0, i32 0), !dbg !39
  %232 = extractelement <16 x float> %231, i64 0, !dbg !39
  %233 = extractelement <16 x float> %231, i64 1, !dbg !39
  %234 = extractelement <16 x float> %231, i64 2, !dbg !39
  %235 = extractelement <16 x float> %231, i64 3, !dbg !39
  %236 = extractelement <16 x float> %231, i64 4, !dbg !39
  %237 = extractelement <16 x float> %231, i64 5, !dbg !39
  %238 = extractelement <16 x float> %231, i64 6, !dbg !39
  %239 = extractelement <16 x float> %231, i64 7, !dbg !39
  %240 = extractelement <16 x float> %231, i64 8, !dbg !39
  %241 = extractelement <16 x float> %231, i64 9, !dbg !39
  %242 = extractelement <16 x float> %231, i64 10, !dbg !39
  %243 = extractelement <16 x float> %231, i64 11, !dbg !39
  %244 = extractelement <16 x float> %231, i64 12, !dbg !39
  %245 = extractelement <16 x float> %231, i64 13, !dbg !39
  %246 = extractelement <16 x float> %231, i64 14, !dbg !39
  %247 = extractelement <16 x float> %231, i64 15, !dbg !39
  %248 = add nuw nsw i32 %133, 1, !dbg !26
  %exitcond.not = icmp eq i32 %248, %55, !dbg !26
  br i1 %exitcond.not, label %._crit_edge, label %116, !dbg !26

._crit_edge:                                      ; preds = %198, %14
  %249 = phi float [ 0.000000e+00, %14 ], [ %232, %198 ], !dbg !40
  %250 = phi float [ 0.000000e+00, %14 ], [ %233, %198 ], !dbg !40
  %251 = phi float [ 0.000000e+00, %14 ], [ %234, %198 ], !dbg !40
  %252 = phi float [ 0.000000e+00, %14 ], [ %235, %198 ], !dbg !40
  %253 = phi float [ 0.000000e+00, %14 ], [ %236, %198 ], !dbg !40
  %254 = phi float [ 0.000000e+00, %14 ], [ %237, %198 ], !dbg !40
  %255 = phi float [ 0.000000e+00, %14 ], [ %238, %198 ], !dbg !40
  %256 = phi float [ 0.000000e+00, %14 ], [ %239, %198 ], !dbg !40
  %257 = phi float [ 0.000000e+00, %14 ], [ %240, %198 ], !dbg !40
  %258 = phi float [ 0.000000e+00, %14 ], [ %241, %198 ], !dbg !40
  %259 = phi float [ 0.000000e+00, %14 ], [ %242, %198 ], !dbg !40
  %260 = phi float [ 0.000000e+00, %14 ], [ %243, %198 ], !dbg !40
  %261 = phi float [ 0.000000e+00, %14 ], [ %244, %198 ], !dbg !40
  %262 = phi float [ 0.000000e+00, %14 ], [ %245, %198 ], !dbg !40
  %263 = phi float [ 0.000000e+00, %14 ], [ %246, %198 ], !dbg !40
  %264 = phi float [ 0.000000e+00, %14 ], [ %247, %198 ], !dbg !40
  %265 = icmp slt i32 %30, %3, !dbg !41
  %266 = icmp slt i32 %37, %4, !dbg !42
  %267 = icmp slt i32 %38, %4, !dbg !42
  %268 = icmp slt i32 %39, %4, !dbg !42
  %269 = icmp slt i32 %40, %4, !dbg !42
  %270 = icmp slt i32 %41, %4, !dbg !42
  %271 = icmp slt i32 %42, %4, !dbg !42
  %272 = icmp slt i32 %43, %4, !dbg !42
  %273 = icmp slt i32 %44, %4, !dbg !42
  %274 = icmp slt i32 %45, %4, !dbg !42
  %275 = icmp slt i32 %46, %4, !dbg !42
  %276 = icmp slt i32 %47, %4, !dbg !42
  %277 = icmp slt i32 %48, %4, !dbg !42
  %278 = icmp slt i32 %49, %4, !dbg !42
  %279 = icmp slt i32 %50, %4, !dbg !42
  %280 = icmp slt i32 %51, %4, !dbg !42
  %281 = icmp slt i32 %52, %4, !dbg !42
  %282 = and i1 %265, %266, !dbg !43
  %283 = and i1 %265, %267, !dbg !43
  %284 = and i1 %265, %268, !dbg !43
  %285 = and i1 %265, %269, !dbg !43
  %286 = and i1 %265, %270, !dbg !43
  %287 = and i1 %265, %271, !dbg !43
  %288 = and i1 %265, %272, !dbg !43
  %289 = and i1 %265, %273, !dbg !43
  %290 = and i1 %265, %274, !dbg !43
  %291 = and i1 %265, %275, !dbg !43
  %292 = and i1 %265, %276, !dbg !43
  %293 = and i1 %265, %277, !dbg !43
  %294 = and i1 %265, %278, !dbg !43
  %295 = and i1 %265, %279, !dbg !43
  %296 = and i1 %265, %280, !dbg !43
  %297 = and i1 %265, %281, !dbg !43
  %298 = mul i32 %10, %30, !dbg !44
  %299 = sext i32 %298 to i64, !dbg !45
  %300 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %299, !dbg !45
  %301 = mul i32 %11, %38, !dbg !46
  %302 = mul i32 %11, %39, !dbg !46
  %303 = mul i32 %11, %40, !dbg !46
  %304 = mul i32 %11, %41, !dbg !46
  %305 = mul i32 %11, %42, !dbg !46
  %306 = mul i32 %11, %43, !dbg !46
  %307 = mul i32 %11, %44, !dbg !46
  %308 = mul i32 %11, %45, !dbg !46
  %309 = mul i32 %11, %46, !dbg !46
  %310 = mul i32 %11, %47, !dbg !46
  %311 = mul i32 %11, %48, !dbg !46
  %312 = mul i32 %11, %49, !dbg !46
  %313 = mul i32 %11, %50, !dbg !46
  %314 = mul i32 %11, %51, !dbg !46
  %315 = mul i32 %11, %52, !dbg !46
  %316 = sext i32 %301 to i64, !dbg !45
  %317 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %316, !dbg !45
  %318 = sext i32 %302 to i64, !dbg !45
  %319 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %318, !dbg !45
  %320 = sext i32 %303 to i64, !dbg !45
  %321 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %320, !dbg !45
  %322 = sext i32 %304 to i64, !dbg !45
  %323 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %322, !dbg !45
  %324 = sext i32 %305 to i64, !dbg !45
  %325 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %324, !dbg !45
  %326 = sext i32 %306 to i64, !dbg !45
  %327 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %326, !dbg !45
  %328 = sext i32 %307 to i64, !dbg !45
  %329 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %328, !dbg !45
  %330 = sext i32 %308 to i64, !dbg !45
  %331 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %330, !dbg !45
  %332 = sext i32 %309 to i64, !dbg !45
  %333 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %332, !dbg !45
  %334 = sext i32 %310 to i64, !dbg !45
  %335 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %334, !dbg !45
  %336 = sext i32 %311 to i64, !dbg !45
  %337 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %336, !dbg !45
  %338 = sext i32 %312 to i64, !dbg !45
  %339 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %338, !dbg !45
  %340 = sext i32 %313 to i64, !dbg !45
  %341 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %340, !dbg !45
  %342 = sext i32 %314 to i64, !dbg !45
  %343 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %342, !dbg !45
  %344 = sext i32 %315 to i64, !dbg !45
  %345 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %344, !dbg !45
  %346 = icmp eq i32 %18, 0, !dbg !12
  %347 = and i1 %282, %346, !dbg !12
  br i1 %347, label %348, label %353, !dbg !12

348:                                              ; preds = %._crit_edge
  %349 = mul i32 %11, %37
  %350 = sext i32 %349 to i64
  %351 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %350
  %352 = insertelement <1 x float> poison, float %249, i64 0
  store <1 x float> %352, ptr addrspace(1) %351, align 4, !dbg !12
  br label %353, !dbg !12

353:                                              ; preds = %348, %._crit_edge
  %354 = and i1 %283, %346, !dbg !12
  br i1 %354, label %355, label %357, !dbg !12

355:                                              ; preds = %353
  %356 = insertelement <1 x float> poison, float %250, i64 0
  store <1 x float> %356, ptr addrspace(1) %317, align 4, !dbg !12
  br label %357, !dbg !12

357:                                              ; preds = %355, %353
  %358 = and i1 %284, %346, !dbg !12
  br i1 %358, label %359, label %361, !dbg !12

359:                                              ; preds = %357
  %360 = insertelement <1 x float> poison, float %251, i64 0
  store <1 x float> %360, ptr addrspace(1) %319, align 4, !dbg !12
  br label %361, !dbg !12

361:                                              ; preds = %359, %357
  %362 = and i1 %285, %346, !dbg !12
  br i1 %362, label %363, label %365, !dbg !12

363:                                              ; preds = %361
  %364 = insertelement <1 x float> poison, float %252, i64 0
  store <1 x float> %364, ptr addrspace(1) %321, align 4, !dbg !12
  br label %365, !dbg !12

365:                                              ; preds = %363, %361
  %366 = and i1 %286, %346, !dbg !12
  br i1 %366, label %367, label %369, !dbg !12

367:                                              ; preds = %365
  %368 = insertelement <1 x float> poison, float %253, i64 0
  store <1 x float> %368, ptr addrspace(1) %323, align 4, !dbg !12
  br label %369, !dbg !12

369:                                              ; preds = %367, %365
  %370 = and i1 %287, %346, !dbg !12
  br i1 %370, label %371, label %373, !dbg !12

371:                                              ; preds = %369
  %372 = insertelement <1 x float> poison, float %254, i64 0
  store <1 x float> %372, ptr addrspace(1) %325, align 4, !dbg !12
  br label %373, !dbg !12

373:                                              ; preds = %371, %369
  %374 = and i1 %288, %346, !dbg !12
  br i1 %374, label %375, label %377, !dbg !12

375:                                              ; preds = %373
  %376 = insertelement <1 x float> poison, float %255, i64 0
  store <1 x float> %376, ptr addrspace(1) %327, align 4, !dbg !12
  br label %377, !dbg !12

377:                                              ; preds = %375, %373
  %378 = and i1 %289, %346, !dbg !12
  br i1 %378, label %379, label %381, !dbg !12

379:                                              ; preds = %377
  %380 = insertelement <1 x float> poison, float %256, i64 0
  store <1 x float> %380, ptr addrspace(1) %329, align 4, !dbg !12
  br label %381, !dbg !12

381:                                              ; preds = %379, %377
  %382 = and i1 %290, %346, !dbg !12
  br i1 %382, label %383, label %385, !dbg !12

383:                                              ; preds = %381
  %384 = insertelement <1 x float> poison, float %257, i64 0
  store <1 x float> %384, ptr addrspace(1) %331, align 4, !dbg !12
  br label %385, !dbg !12

385:                                              ; preds = %383, %381
  %386 = and i1 %291, %346, !dbg !12
  br i1 %386, label %387, label %389, !dbg !12

387:                                              ; preds = %385
  %388 = insertelement <1 x float> poison, float %258, i64 0
  store <1 x float> %388, ptr addrspace(1) %333, align 4, !dbg !12
  br label %389, !dbg !12

389:                                              ; preds = %387, %385
  %390 = and i1 %292, %346, !dbg !12
  br i1 %390, label %391, label %393, !dbg !12

391:                                              ; preds = %389
  %392 = insertelement <1 x float> poison, float %259, i64 0
  store <1 x float> %392, ptr addrspace(1) %335, align 4, !dbg !12
  br label %393, !dbg !12

393:                                              ; preds = %391, %389
  %394 = and i1 %293, %346, !dbg !12
  br i1 %394, label %395, label %397, !dbg !12

395:                                              ; preds = %393
  %396 = insertelement <1 x float> poison, float %260, i64 0
  store <1 x float> %396, ptr addrspace(1) %337, align 4, !dbg !12
  br label %397, !dbg !12

397:                                              ; preds = %395, %393
  %398 = and i1 %294, %346, !dbg !12
  br i1 %398, label %399, label %401, !dbg !12

399:                                              ; preds = %397
  %400 = insertelement <1 x float> poison, float %261, i64 0
  store <1 x float> %400, ptr addrspace(1) %339, align 4, !dbg !12
  br label %401, !dbg !12

401:                                              ; preds = %399, %397
  %402 = and i1 %295, %346, !dbg !12
  br i1 %402, label %403, label %405, !dbg !12

403:                                              ; preds = %401
  %404 = insertelement <1 x float> poison, float %262, i64 0
  store <1 x float> %404, ptr addrspace(1) %341, align 4, !dbg !12
  br label %405, !dbg !12

405:                                              ; preds = %403, %401
  %406 = and i1 %296, %346, !dbg !12
  br i1 %406, label %407, label %409, !dbg !12

407:                                              ; preds = %405
  %408 = insertelement <1 x float> poison, float %263, i64 0
  store <1 x float> %408, ptr addrspace(1) %343, align 4, !dbg !12
  br label %409, !dbg !12

409:                                              ; preds = %407, %405
  %410 = and i1 %297, %346, !dbg !12
  br i1 %410, label %411, label %413, !dbg !12

411:                                              ; preds = %409
  %412 = insertelement <1 x float> poison, float %264, i64 0
  store <1 x float> %412, ptr addrspace(1) %345, align 4, !dbg !12
  br label %413, !dbg !12

413:                                              ; preds = %411, %409
  ret void, !dbg !47
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
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16>, <4 x i16>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

attributes #0 = { norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "matmul_k", linkageName: "matmul_k", scope: !1, file: !1, line: 180, type: !5, scopeLine: 180, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !11, !11, !11, !11, !11, !11, !11, !11, !11, !7, !7}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
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
!26 = !DILocation(line: 187, column: 5, scope: !4)
!27 = !DILocation(line: 190, column: 46, scope: !4)
!28 = !DILocation(line: 188, column: 14, scope: !4)
!29 = !DILocation(line: 189, column: 91, scope: !4)
!30 = !DILocation(line: 189, column: 70, scope: !4)
!31 = !DILocation(line: 189, column: 46, scope: !4)
!32 = !DILocation(line: 189, column: 14, scope: !4)
!33 = !DILocation(line: 190, column: 71, scope: !4)
!34 = !DILocation(line: 190, column: 70, scope: !4)
!35 = !DILocation(line: 190, column: 26, scope: !4)
!36 = !DILocation(line: 190, column: 22, scope: !4)
!37 = !DILocation(line: 190, column: 14, scope: !4)
!38 = !{!"amdgpu-synchronize-as", !"local"}
!39 = !DILocation(line: 191, column: 16, scope: !4)
!40 = !DILocation(line: 186, column: 11, scope: !4)
!41 = !DILocation(line: 192, column: 91, scope: !4)
!42 = !DILocation(line: 192, column: 111, scope: !4)
!43 = !DILocation(line: 192, column: 90, scope: !4)
!44 = !DILocation(line: 192, column: 18, scope: !4)
!45 = !DILocation(line: 192, column: 14, scope: !4)
!46 = !DILocation(line: 192, column: 38, scope: !4)
!47 = !DILocation(line: 180, column: 1, scope: !4)
