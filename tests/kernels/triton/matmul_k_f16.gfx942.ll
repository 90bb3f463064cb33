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
  %27 = or disjoint i32 %26, 1, !dbg !14
  %28 = or disjoint i32 %26, 2, !dbg !14
  %29 = or disjoint i32 %26, 3, !dbg !14
  %30 = lshr i32 %23, 5, !dbg !14
  %31 = or disjoint i32 %30, 8, !dbg !14
  %32 = or disjoint i32 %30, 16, !dbg !14
  %33 = or disjoint i32 %30, 24, !dbg !14
  %34 = and i32 %15, 32, !dbg !14
  %35 = or disjoint i32 %30, %20, !dbg !13
  %36 = or disjoint i32 %31, %20, !dbg !13
  %37 = or disjoint i32 %32, %20, !dbg !13
  %38 = or disjoint i32 %33, %20, !dbg !13
  %39 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !15
  %40 = shl i32 %39, 5, !dbg !15
  %41 = or disjoint i32 %40, %24, !dbg !15
  %42 = add i32 %5, 31, !dbg !16
  %43 = sdiv i32 %42, 32, !dbg !21
  %44 = icmp slt i32 %35, %3, !dbg !22
  %45 = icmp slt i32 %36, %3, !dbg !22
  %46 = icmp slt i32 %37, %3, !dbg !22
  %47 = icmp slt i32 %38, %3, !dbg !22
  %48 = mul i32 %6, %20, !dbg !23
  %49 = icmp slt i32 %41, %4, !dbg !24
  %50 = icmp sgt i32 %42, 31, !dbg !25
  br i1 %50, label %.lr.ph, label %._crit_edge, !dbg !25

.lr.ph:                                           ; preds = %14
  %51 = mul i32 %30, %6
  %52 = mul i32 %31, %6
  %53 = mul i32 %32, %6
  %54 = mul i32 %33, %6
  %55 = mul i32 %7, %24
  %invariant.op = add i32 %55, %51, !dbg !25
  %invariant.op1 = add i32 %55, %52, !dbg !25
  %invariant.op3 = add i32 %55, %53, !dbg !25
  %invariant.op5 = add i32 %55, %54, !dbg !25
  %56 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744)
  %57 = mul i32 %26, %8
  %58 = mul i32 %27, %8
  %59 = mul i32 %28, %8
  %60 = mul i32 %29, %8
  %61 = mul i32 %9, %40
  %62 = mul i32 %9, %24
  %invariant.op7 = add i32 %62, %57, !dbg !25
  %invariant.op9 = add i32 %62, %58, !dbg !25
  %invariant.op11 = add i32 %62, %59, !dbg !25
  %invariant.op13 = add i32 %62, %60, !dbg !25
  %63 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744)
  %64 = shl nuw nsw i32 %23, 1
  %65 = shl nuw nsw i32 %18, 3
  %66 = xor i32 %64, %65
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %66
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 1024
  %69 = xor i32 %66, 544
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %69
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) %70, i32 1024
  %72 = shl nuw nsw i32 %24, 6
  %73 = shl nuw nsw i32 %15, 2
  %74 = and i32 %73, 56
  %75 = lshr exact i32 %34, 2
  %76 = xor i32 %74, %75
  %77 = or disjoint i32 %76, %72
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %77
  %79 = xor i32 %77, 16
  %80 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %79
  %81 = xor i32 %77, 32
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %81
  %83 = xor i32 %77, 48
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %83
  %85 = shl nuw nsw i32 %15, 6
  %86 = and i32 %85, 960
  %87 = lshr exact i32 %25, 2
  %88 = and i32 %15, 16
  %89 = icmp eq i32 %88, 0
  %90 = select i1 %89, i32 0, i32 1032
  %91 = xor i32 %74, %87
  %92 = xor i32 %91, %90
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %86
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) %93, i32 %92
  %95 = xor i32 %76, %90
  %96 = or disjoint i32 %95, %86
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %96
  %98 = xor i32 %96, 16
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %98
  %100 = xor i32 %96, 32
  %101 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %100
  %102 = xor i32 %96, 48
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %102
  br label %104, !dbg !25

104:                                              ; preds = %.lr.ph, %104
  %105 = phi float [ 0.000000e+00, %.lr.ph ], [ %201, %104 ]
  %106 = phi float [ 0.000000e+00, %.lr.ph ], [ %202, %104 ]
  %107 = phi float [ 0.000000e+00, %.lr.ph ], [ %203, %104 ]
  %108 = phi float [ 0.000000e+00, %.lr.ph ], [ %204, %104 ]
  %109 = phi float [ 0.000000e+00, %.lr.ph ], [ %205, %104 ]
  %110 = phi float [ 0.000000e+00, %.lr.ph ], [ %206, %104 ]
  %111 = phi float [ 0.000000e+00, %.lr.ph ], [ %207, %104 ]
  %112 = phi float [ 0.000000e+00, %.lr.ph ], [ %208, %104 ]
  %113 = phi float [ 0.000000e+00, %.lr.ph ], [ %209, %104 ]
  %114 = phi float [ 0.000000e+00, %.lr.ph ], [ %210, %104 ]
  %115 = phi float [ 0.000000e+00, %.lr.ph ], [ %211, %104 ]
  %116 = phi float [ 0.000000e+00, %.lr.ph ], [ %212, %104 ]
  %117 = phi float [ 0.000000e+00, %.lr.ph ], [ %213, %104 ]
  %118 = phi float [ 0.000000e+00, %.lr.ph ], [ %214, %104 ]
  %119 = phi float [ 0.000000e+00, %.lr.ph ], [ %215, %104 ]
  %120 = phi float [ 0.000000e+00, %.lr.ph ], [ %216, %104 ]
  %121 = phi i32 [ 0, %.lr.ph ], [ %217, %104 ]
  %122 = shl nuw nsw i32 %121, 5, !dbg !26
  %123 = or disjoint i32 %122, %26, !dbg !26
  %124 = or disjoint i32 %122, %27, !dbg !26
  %125 = or disjoint i32 %122, %28, !dbg !26
  %126 = or disjoint i32 %122, %29, !dbg !26
  %127 = or disjoint i32 %122, %24, !dbg !26
  %128 = icmp slt i32 %127, %5, !dbg !27
  %129 = and i1 %44, %128, !dbg !28
  %130 = and i1 %45, %128, !dbg !28
  %131 = and i1 %46, %128, !dbg !28
  %132 = and i1 %47, %128, !dbg !28
  %133 = mul i32 %122, %7, !dbg !23
  %134 = add i32 %133, %48, !dbg !23
  %.reass = add i32 %134, %invariant.op
  %.reass2 = add i32 %134, %invariant.op1
  %.reass4 = add i32 %134, %invariant.op3
  %.reass6 = add i32 %134, %invariant.op5
  %135 = shl i32 %.reass, 1, !dbg !29
  %136 = select i1 %129, i32 %135, i32 -2147483648, !dbg !29
  %137 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %56, i32 %136, i32 0, i32 0), !dbg !29
  %138 = shl i32 %.reass2, 1, !dbg !29
  %139 = select i1 %130, i32 %138, i32 -2147483648, !dbg !29
  %140 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %56, i32 %139, i32 0, i32 0), !dbg !29
  %141 = shl i32 %.reass4, 1, !dbg !29
  %142 = select i1 %131, i32 %141, i32 -2147483648, !dbg !29
  %143 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %56, i32 %142, i32 0, i32 0), !dbg !29
  %144 = shl i32 %.reass6, 1, !dbg !29
  %145 = select i1 %132, i32 %144, i32 -2147483648, !dbg !29
  %146 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %56, i32 %145, i32 0, i32 0), !dbg !29
  %147 = icmp slt i32 %123, %5, !dbg !30
  %148 = icmp slt i32 %124, %5, !dbg !30
  %149 = icmp slt i32 %125, %5, !dbg !30
  %150 = icmp slt i32 %126, %5, !dbg !30
  %151 = and i1 %49, %147, !dbg !31
  %152 = and i1 %49, %148, !dbg !31
  %153 = and i1 %49, %149, !dbg !31
  %154 = and i1 %49, %150, !dbg !31
  %155 = mul i32 %122, %8, !dbg !32
  %156 = add i32 %155, %61, !dbg !32
  %.reass8 = add i32 %156, %invariant.op7
  %.reass10 = add i32 %156, %invariant.op9
  %.reass12 = add i32 %156, %invariant.op11
  %.reass14 = add i32 %156, %invariant.op13
  %157 = shl i32 %.reass8, 1, !dbg !33
  %158 = select i1 %151, i32 %157, i32 -2147483648, !dbg !33
  %159 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %63, i32 %158, i32 0, i32 0), !dbg !33
  %160 = shl i32 %.reass10, 1, !dbg !33
  %161 = select i1 %152, i32 %160, i32 -2147483648, !dbg !33
  %162 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %63, i32 %161, i32 0, i32 0), !dbg !33
  %163 = shl i32 %.reass12, 1, !dbg !33
  %164 = select i1 %153, i32 %163, i32 -2147483648, !dbg !33
  %165 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %63, i32 %164, i32 0, i32 0), !dbg !33
  %166 = shl i32 %.reass14, 1, !dbg !33
  %167 = select i1 %154, i32 %166, i32 -2147483648, !dbg !33
  %168 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %63, i32 %167, i32 0, i32 0), !dbg !33
  fence syncscope("workgroup") release, !dbg !29, !mmra !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29, !mmra !34
  store i16 %137, ptr addrspace(3) %67, align 2, !dbg !29
  store i16 %143, ptr addrspace(3) %68, align 2, !dbg !29
  store i16 %140, ptr addrspace(3) %70, align 2, !dbg !29
  store i16 %146, ptr addrspace(3) %71, align 2, !dbg !29
  fence syncscope("workgroup") release, !dbg !29, !mmra !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29, !mmra !34
  %169 = load <4 x half>, ptr addrspace(3) %78, align 8, !dbg !29
  %170 = load <4 x half>, ptr addrspace(3) %80, align 8, !dbg !29
  %171 = load <4 x half>, ptr addrspace(3) %82, align 8, !dbg !29
  %172 = load <4 x half>, ptr addrspace(3) %84, align 8, !dbg !29
  fence syncscope("workgroup") release, !dbg !33, !mmra !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33, !mmra !34
  %173 = insertelement <4 x i16> poison, i16 %159, i64 0, !dbg !33
  %174 = insertelement <4 x i16> %173, i16 %162, i64 1, !dbg !33
  %175 = insertelement <4 x i16> %174, i16 %165, i64 2, !dbg !33
  %176 = insertelement <4 x i16> %175, i16 %168, i64 3, !dbg !33
  store <4 x i16> %176, ptr addrspace(3) %94, align 8, !dbg !33
  fence syncscope("workgroup") release, !dbg !33, !mmra !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33, !mmra !34
  %177 = load <4 x half>, ptr addrspace(3) %97, align 8, !dbg !33
  %178 = load <4 x half>, ptr addrspace(3) %99, align 8, !dbg !33
  %179 = load <4 x half>, ptr addrspace(3) %101, align 8, !dbg !33
  %180 = load <4 x half>, ptr addrspace(3) %103, align 8, !dbg !33
  %181 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %105, i64 0, !dbg !35
  %182 = insertelement <16 x float> %181, float %106, i64 1, !dbg !35
  %183 = insertelement <16 x float> %182, float %107, i64 2, !dbg !35
  %184 = insertelement <16 x float> %183, float %108, i64 3, !dbg !35
  %185 = insertelement <16 x float> %184, float %109, i64 4, !dbg !35
  %186 = insertelement <16 x float> %185, float %110, i64 5, !dbg !35
  %187 = insertelement <16 x float> %186, float %111, i64 6, !dbg !35
  %188 = insertelement <16 x float> %187, float %112, i64 7, !dbg !35
  %189 = insertelement <16 x float> %188, float %113, i64 8, !dbg !35
  %190 = insertelement <16 x float> %189, float %114, i64 9, !dbg !35
  %191 = insertelement <16 x float> %190, float %115, i64 10, !dbg !35
  %192 = insertelement <16 x float> %191, float %116, i64 11, !dbg !35
  %193 = insertelement <16 x float> %192, float %117, i64 12, !dbg !35
  %194 = insertelement <16 x float> %193, float %118, i64 13, !dbg !35
  %195 = insertelement <16 x float> %194, float %119, i64 14, !dbg !35
  %196 = insertelement <16 x float> %195, float %120, i64 15, !dbg !35
  %197 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %177, <4 x half> %169, <16 x float> %196, i32 0, i32 0, i32 0), !dbg !35
  %198 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %178, <4 x half> %170, <16 x float> %197, i32 0, i32 0, i32 0), !dbg !35
  %199 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %179, <4 x half> %171, <16 x float> %198, i32 0, i32 0, i32 0), !dbg !35
  %200 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %180, <4 x half> %172, <16 x float> %199, i32 0, i32 0, i32 0), !dbg !35
  %201 = extractelement <16 x float> %200, i64 0, !dbg !35
  %202 = extractelement <16 x float> %200, i64 1, !dbg !35
  %203 = extractelement <16 x float> %200, i64 2, !dbg !35
  %204 = extractelement <16 x float> %200, i64 3, !dbg !35
  %205 = extractelement <16 x float> %200, i64 4, !dbg !35
  %206 = extractelement <16 x float> %200, i64 5, !dbg !35
  %207 = extractelement <16 x float> %200, i64 6, !dbg !35
  %208 = extractelement <16 x float> %200, i64 7, !dbg !35
  %209 = extractelement <16 x float> %200, i64 8, !dbg !35
  %210 = extractelement <16 x float> %200, i64 9, !dbg !35
  %211 = extractelement <16 x float> %200, i64 10, !dbg !35
  %212 = extractelement <16 x float> %200, i64 11, !dbg !35
  %213 = extractelement <16 x float> %200, i64 12, !dbg !35
  %214 = extractelement <16 x float> %200, i64 13, !dbg !35
  %215 = extractelement <16 x float> %200, i64 14, !dbg !35
  %216 = extractelement <16 x float> %200, i64 15, !dbg !35
  %217 = add nuw nsw i32 %121, 1, !dbg !25
  %exitcond.not = icmp eq i32 %217, %43, !dbg !25
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %104, !dbg !25

._crit_edge.loopexit:                             ; preds = %104
  %218 = fptrunc float %201 to half, !dbg !36
  %219 = fptrunc float %202 to half, !dbg !36
  %220 = fptrunc float %203 to half, !dbg !36
  %221 = fptrunc float %204 to half, !dbg !36
  %222 = fptrunc float %205 to half, !dbg !36
  %223 = fptrunc float %206 to half, !dbg !36
  %224 = fptrunc float %207 to half, !dbg !36
  %225 = fptrunc float %208 to half, !dbg !36
  %226 = fptrunc float %209 to half, !dbg !36
  %227 = fptrunc float %210 to half, !dbg !36
  %228 = fptrunc float %211 to half, !dbg !36
  %229 = fptrunc float %212 to half, !dbg !36
  %230 = fptrunc float %213 to half, !dbg !36
  %231 = fptrunc float %214 to half, !dbg !36
  %232 = fptrunc float %215 to half, !dbg !36
  %233 = fptrunc float %216 to half, !dbg !36
  %234 = bitcast half %218 to i16, !dbg !12
  %235 = bitcast half %219 to i16, !dbg !12
  %236 = bitcast half %220 to i16, !dbg !12
  %237 = bitcast half %221 to i16, !dbg !12
  %238 = bitcast half %222 to i16, !dbg !12
  %239 = bitcast half %223 to i16, !dbg !12
  %240 = bitcast half %224 to i16, !dbg !12
  %241 = bitcast half %225 to i16, !dbg !12
  %242 = bitcast half %226 to i16, !dbg !12
  %243 = bitcast half %227 to i16, !dbg !12
  %244 = bitcast half %228 to i16, !dbg !12
  %245 = bitcast half %229 to i16, !dbg !12
  %246 = bitcast half %230 to i16, !dbg !12
  %247 = bitcast half %231 to i16, !dbg !12
  %248 = bitcast half %232 to i16, !dbg !12
  %249 = bitcast half %233 to i16, !dbg !12
  br label %._crit_edge, !dbg !14

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %14
  %250 = phi i16 [ 0, %14 ], [ %234, %._crit_edge.loopexit ], !dbg !37
  %251 = phi i16 [ 0, %14 ], [ %235, %._crit_edge.loopexit ], !dbg !37
  %252 = phi i16 [ 0, %14 ], [ %236, %._crit_edge.loopexit ], !dbg !37
  %253 = phi i16 [ 0, %14 ], [ %237, %._crit_edge.loopexit ], !dbg !37
  %254 = phi i16 [ 0, %14 ], [ %238, %._crit_edge.loopexit ], !dbg !37
  %255 = phi i16 [ 0, %14 ], [ %239, %._crit_edge.loopexit ], !dbg !37
  %256 = phi i16 [ 0, %14 ], [ %240, %._crit_edge.loopexit ], !dbg !37
  %257 = phi i16 [ 0, %14 ], [ %241, %._crit_edge.loopexit ], !dbg !37
  %258 = phi i16 [ 0, %14 ], [ %242, %._crit_edge.loopexit ], !dbg !37
  %259 = phi i16 [ 0, %14 ], [ %243, %._crit_edge.loopexit ], !dbg !37
  %260 = phi i16 [ 0, %14 ], [ %244, %._crit_edge.loopexit ], !dbg !37
  %261 = phi i16 [ 0, %14 ], [ %245, %._crit_edge.loopexit ], !dbg !37
  %262 = phi i16 [ 0, %14 ], [ %246, %._crit_edge.loopexit ], !dbg !37
  %263 = phi i16 [ 0, %14 ], [ %247, %._crit_edge.loopexit ], !dbg !37
  %264 = phi i16 [ 0, %14 ], [ %248, %._crit_edge.loopexit ], !dbg !37
  %265 = phi i16 [ 0, %14 ], [ %249, %._crit_edge.loopexit ], !dbg !37
  %266 = lshr exact i32 %34, 3, !dbg !14
  %267 = or disjoint i32 %266, 27, !dbg !14
  %268 = or disjoint i32 %267, %40, !dbg !15
  %269 = or disjoint i32 %266, 26, !dbg !14
  %270 = or disjoint i32 %269, %40, !dbg !15
  %271 = or disjoint i32 %266, 25, !dbg !14
  %272 = or disjoint i32 %271, %40, !dbg !15
  %273 = or disjoint i32 %266, 24, !dbg !14
  %274 = or disjoint i32 %273, %40, !dbg !15
  %275 = or disjoint i32 %266, 19, !dbg !14
  %276 = or disjoint i32 %275, %40, !dbg !15
  %277 = or disjoint i32 %266, 18, !dbg !14
  %278 = or disjoint i32 %277, %40, !dbg !15
  %279 = or disjoint i32 %266, 17, !dbg !14
  %280 = or disjoint i32 %279, %40, !dbg !15
  %281 = or disjoint i32 %266, 16, !dbg !14
  %282 = or disjoint i32 %281, %40, !dbg !15
  %283 = or disjoint i32 %266, 11, !dbg !14
  %284 = or disjoint i32 %283, %40, !dbg !15
  %285 = or disjoint i32 %266, 10, !dbg !14
  %286 = or disjoint i32 %285, %40, !dbg !15
  %287 = or disjoint i32 %266, 9, !dbg !14
  %288 = or disjoint i32 %287, %40, !dbg !15
  %289 = or disjoint i32 %266, 8, !dbg !14
  %290 = or disjoint i32 %289, %40, !dbg !15
  %291 = or disjoint i32 %266, 3, !dbg !14
  %292 = or disjoint i32 %291, %40, !dbg !15
  %293 = or disjoint i32 %266, 2, !dbg !14
  %294 = or disjoint i32 %293, %40, !dbg !15
  %295 = or disjoint i32 %266, 1, !dbg !14
  %296 = or disjoint i32 %295, %40, !dbg !15
  %297 = or disjoint i32 %266, %40, !dbg !15
  %298 = or disjoint i32 %20, %24, !dbg !13
  %299 = icmp slt i32 %298, %3, !dbg !38
  %300 = icmp slt i32 %297, %4, !dbg !39
  %301 = icmp slt i32 %296, %4, !dbg !39
  %302 = icmp slt i32 %294, %4, !dbg !39
  %303 = icmp slt i32 %292, %4, !dbg !39
  %304 = icmp slt i32 %290, %4, !dbg !39
  %305 = icmp slt i32 %288, %4, !dbg !39
  %306 = icmp slt i32 %286, %4, !dbg !39
  %307 = icmp slt i32 %284, %4, !dbg !39
  %308 = icmp slt i32 %282, %4, !dbg !39
  %309 = icmp slt i32 %280, %4, !dbg !39
  %310 = icmp slt i32 %278, %4, !dbg !39
  %311 = icmp slt i32 %276, %4, !dbg !39
  %312 = icmp slt i32 %274, %4, !dbg !39
  %313 = icmp slt i32 %272, %4, !dbg !39
  %314 = icmp slt i32 %270, %4, !dbg !39
  %315 = icmp slt i32 %268, %4, !dbg !39
  %316 = and i1 %299, %300, !dbg !40
  %317 = and i1 %299, %301, !dbg !40
  %318 = and i1 %299, %302, !dbg !40
  %319 = and i1 %299, %303, !dbg !40
  %320 = and i1 %299, %304, !dbg !40
  %321 = and i1 %299, %305, !dbg !40
  %322 = and i1 %299, %306, !dbg !40
  %323 = and i1 %299, %307, !dbg !40
  %324 = and i1 %299, %308, !dbg !40
  %325 = and i1 %299, %309, !dbg !40
  %326 = and i1 %299, %310, !dbg !40
  %327 = and i1 %299, %311, !dbg !40
  %328 = and i1 %299, %312, !dbg !40
  %329 = and i1 %299, %313, !dbg !40
  %330 = and i1 %299, %314, !dbg !40
  %331 = and i1 %299, %315, !dbg !40
  %332 = mul i32 %10, %20, !dbg !41
  %333 = mul i32 %10, %24, !dbg !41
  %334 = mul i32 %11, %40, !dbg !41
  %335 = mul i32 %11, %266, !dbg !41
  %336 = mul i32 %11, %295, !dbg !41
  %337 = mul i32 %11, %293, !dbg !41
  %338 = mul i32 %11, %291, !dbg !41
  %339 = mul i32 %11, %289, !dbg !41
  %340 = mul i32 %11, %287, !dbg !41
  %341 = mul i32 %11, %285, !dbg !41
  %342 = mul i32 %11, %283, !dbg !41
  %343 = mul i32 %11, %281, !dbg !41
  %344 = mul i32 %11, %279, !dbg !41
  %345 = mul i32 %11, %277, !dbg !41
  %346 = mul i32 %11, %275, !dbg !41
  %347 = mul i32 %11, %273, !dbg !41
  %348 = mul i32 %11, %271, !dbg !41
  %349 = mul i32 %11, %269, !dbg !41
  %350 = mul i32 %11, %267, !dbg !41
  %351 = add i32 %334, %332, !dbg !41
  %352 = add i32 %333, %351, !dbg !41
  %353 = add i32 %352, %335, !dbg !41
  %354 = add i32 %352, %336, !dbg !41
  %355 = add i32 %352, %337, !dbg !41
  %356 = add i32 %352, %338, !dbg !41
  %357 = add i32 %352, %339, !dbg !41
  %358 = add i32 %352, %340, !dbg !41
  %359 = add i32 %352, %341, !dbg !41
  %360 = add i32 %352, %342, !dbg !41
  %361 = add i32 %352, %343, !dbg !41
  %362 = add i32 %352, %344, !dbg !41
  %363 = add i32 %352, %345, !dbg !41
  %364 = add i32 %352, %346, !dbg !41
  %365 = add i32 %352, %347, !dbg !41
  %366 = add i32 %352, %348, !dbg !41
  %367 = add i32 %352, %349, !dbg !41
  %368 = add i32 %352, %350, !dbg !41
  %369 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !12
  %370 = icmp eq i32 %18, 0, !dbg !12
  %371 = and i1 %316, %370, !dbg !12
  %372 = shl i32 %353, 1, !dbg !12
  %373 = select i1 %371, i32 %372, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %250, ptr addrspace(8) %369, i32 %373, i32 0, i32 0), !dbg !12
  %374 = and i1 %317, %370, !dbg !12
  %375 = shl i32 %354, 1, !dbg !12
  %376 = select i1 %374, i32 %375, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %251, ptr addrspace(8) %369, i32 %376, i32 0, i32 0), !dbg !12
  %377 = and i1 %318, %370, !dbg !12
  %378 = shl i32 %355, 1, !dbg !12
  %379 = select i1 %377, i32 %378, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %252, ptr addrspace(8) %369, i32 %379, i32 0, i32 0), !dbg !12
  %380 = and i1 %319, %370, !dbg !12
  %381 = shl i32 %356, 1, !dbg !12
  %382 = select i1 %380, i32 %381, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %253, ptr addrspace(8) %369, i32 %382, i32 0, i32 0), !dbg !12
  %383 = and i1 %320, %370, !dbg !12
  %384 = shl i32 %357, 1, !dbg !12
  %385 = select i1 %383, i32 %384, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %254, ptr addrspace(8) %369, i32 %385, i32 0, i32 0), !dbg !12
  %386 = and i1 %321, %370, !dbg !12
  %387 = shl i32 %358, 1, !dbg !12
  %388 = select i1 %386, i32 %387, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %255, ptr addrspace(8) %369, i32 %388, i32 0, i32 0), !dbg !12
  %389 = and i1 %322, %370, !dbg !12
  %390 = shl i32 %359, 1, !dbg !12
  %391 = select i1 %389, i32 %390, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %256, ptr addrspace(8) %369, i32 %391, i32 0, i32 0), !dbg !12
  %392 = and i1 %323, %370, !dbg !12
  %393 = shl i32 %360, 1, !dbg !12
  %394 = select i1 %392, i32 %393, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %257, ptr addrspace(8) %369, i32 %394, i32 0, i32 0), !dbg !12
  %395 = and i1 %324, %370, !dbg !12
  %396 = shl i32 %361, 1, !dbg !12
  %397 = select i1 %395, i32 %396, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %258, ptr addrspace(8) %369, i32 %397, i32 0, i32 0), !dbg !12
  %398 = and i1 %325, %370, !dbg !12
  %399 = shl i32 %362, 1, !dbg !12
  %400 = select i1 %398, i32 %399, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %259, ptr addrspace(8) %369, i32 %400, i32 0, i32 0), !dbg !12
  %401 = and i1 %326, %370, !dbg !12
  %402 = shl i32 %363, 1, !dbg !12
  %403 = select i1 %401, i32 %402, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %260, ptr addrspace(8) %369, i32 %403, i32 0, i32 0), !dbg !12
  %404 = and i1 %327, %370, !dbg !12
  %405 = shl i32 %364, 1, !dbg !12
  %406 = select i1 %404, i32 %405, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %261, ptr addrspace(8) %369, i32 %406, i32 0, i32 0), !dbg !12
  %407 = and i1 %328, %370, !dbg !12
  %408 = shl i32 %365, 1, !dbg !12
  %409 = select i1 %407, i32 %408, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %262, ptr addrspace(8) %369, i32 %409, i32 0, i32 0), !dbg !12
  %410 = and i1 %329, %370, !dbg !12
  %411 = shl i32 %366, 1, !dbg !12
  %412 = select i1 %410, i32 %411, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %263, ptr addrspace(8) %369, i32 %412, i32 0, i32 0), !dbg !12
  %413 = and i1 %330, %370, !dbg !12
  %414 = shl i32 %367, 1, !dbg !12
  %415 = select i1 %413, i32 %414, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %264, ptr addrspace(8) %369, i32 %415, i32 0, i32 0), !dbg !12
  %416 = and i1 %331, %370, !dbg !12
  %417 = shl i32 %368, 1, !dbg !12
  %418 = select i1 %416, i32 %417, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %265, ptr addrspace(8) %369, i32 %418, i32 0, i32 0), !dbg !12
  ret void, !dbg !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #7

attributes #0 = { norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

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
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
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
!23 = !DILocation(line: 189, column: 22, scope: !4)
!24 = !DILocation(line: 190, column: 91, scope: !4)
!25 = !DILocation(line: 187, column: 5, scope: !4)
!26 = !DILocation(line: 188, column: 14, scope: !4)
!27 = !DILocation(line: 189, column: 91, scope: !4)
!28 = !DILocation(line: 189, column: 70, scope: !4)
!29 = !DILocation(line: 189, column: 14, scope: !4)
!30 = !DILocation(line: 190, column: 71, scope: !4)
!31 = !DILocation(line: 190, column: 70, scope: !4)
!32 = !DILocation(line: 190, column: 22, scope: !4)
!33 = !DILocation(line: 190, column: 14, scope: !4)
!34 = !{!"amdgpu-synchronize-as", !"local"}
!35 = !DILocation(line: 191, column: 16, scope: !4)
!36 = !DILocation(line: 192, column: 57, scope: !4)
!37 = !DILocation(line: 186, column: 11, scope: !4)
!38 = !DILocation(line: 192, column: 91, scope: !4)
!39 = !DILocation(line: 192, column: 111, scope: !4)
!40 = !DILocation(line: 192, column: 90, scope: !4)
!41 = !DILocation(line: 192, column: 14, scope: !4)
!42 = !DILocation(line: 180, column: 1, scope: !4)
