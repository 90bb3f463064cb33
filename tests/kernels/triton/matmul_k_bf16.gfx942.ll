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
  %invariant.op25 = add i32 %55, %52, !dbg !25
  %invariant.op27 = add i32 %55, %53, !dbg !25
  %invariant.op29 = add i32 %55, %54, !dbg !25
  %56 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744)
  %57 = mul i32 %26, %8
  %58 = mul i32 %27, %8
  %59 = mul i32 %28, %8
  %60 = mul i32 %29, %8
  %61 = mul i32 %9, %40
  %62 = mul i32 %9, %24
  %invariant.op31 = add i32 %62, %57, !dbg !25
  %invariant.op33 = add i32 %62, %58, !dbg !25
  %invariant.op35 = add i32 %62, %59, !dbg !25
  %invariant.op37 = add i32 %62, %60, !dbg !25
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
  %.reass26 = add i32 %134, %invariant.op25
  %.reass28 = add i32 %134, %invariant.op27
  %.reass30 = add i32 %134, %invariant.op29
  %135 = shl i32 %.reass, 1, !dbg !29
  %136 = select i1 %129, i32 %135, i32 -2147483648, !dbg !29
  %137 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %56, i32 %136, i32 0, i32 0), !dbg !29
  %138 = shl i32 %.reass26, 1, !dbg !29
  %139 = select i1 %130, i32 %138, i32 -2147483648, !dbg !29
  %140 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %56, i32 %139, i32 0, i32 0), !dbg !29
  %141 = shl i32 %.reass28, 1, !dbg !29
  %142 = select i1 %131, i32 %141, i32 -2147483648, !dbg !29
  %143 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %56, i32 %142, i32 0, i32 0), !dbg !29
  %144 = shl i32 %.reass30, 1, !dbg !29
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
  %.reass32 = add i32 %156, %invariant.op31
  %.reass34 = add i32 %156, %invariant.op33
  %.reass36 = add i32 %156, %invariant.op35
  %.reass38 = add i32 %156, %invariant.op37
  %157 = shl i32 %.reass32, 1, !dbg !33
  %158 = select i1 %151, i32 %157, i32 -2147483648, !dbg !33
  %159 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %63, i32 %158, i32 0, i32 0), !dbg !33
  %160 = shl i32 %.reass34, 1, !dbg !33
  %161 = select i1 %152, i32 %160, i32 -2147483648, !dbg !33
  %162 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %63, i32 %161, i32 0, i32 0), !dbg !33
  %163 = shl i32 %.reass36, 1, !dbg !33
  %164 = select i1 %153, i32 %163, i32 -2147483648, !dbg !33
  %165 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %63, i32 %164, i32 0, i32 0), !dbg !33
  %166 = shl i32 %.reass38, 1, !dbg !33
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
  %169 = load <4 x i16>, ptr addrspace(3) %78, align 8, !dbg !29
  %170 = load <4 x i16>, ptr addrspace(3) %80, align 8, !dbg !29
  %171 = load <4 x i16>, ptr addrspace(3) %82, align 8, !dbg !29
  %172 = load <4 x i16>, ptr addrspace(3) %84, align 8, !dbg !29
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
  %177 = load <4 x i16>, ptr addrspace(3) %97, align 8, !dbg !33
  %178 = load <4 x i16>, ptr addrspace(3) %99, align 8, !dbg !33
  %179 = load <4 x i16>, ptr addrspace(3) %101, align 8, !dbg !33
  %180 = load <4 x i16>, ptr addrspace(3) %103, align 8, !dbg !33
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
  %197 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %177, <4 x i16> %169, <16 x float> %196, i32 0, i32 0, i32 0), !dbg !35
  %198 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %178, <4 x i16> %170, <16 x float> %197, i32 0, i32 0, i32 0), !dbg !35
  %199 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %179, <4 x i16> %171, <16 x float> %198, i32 0, i32 0, i32 0), !dbg !35
  %200 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %180, <4 x i16> %172, <16 x float> %199, i32 0, i32 0, i32 0), !dbg !35
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
  br i1 %exitcond.not, label %._crit_edge, label %104, !dbg !25

._crit_edge:                                      ; preds = %104, %14
  %218 = phi float [ 0.000000e+00, %14 ], [ %201, %104 ], !dbg !36
  %219 = phi float [ 0.000000e+00, %14 ], [ %202, %104 ], !dbg !36
  %220 = phi float [ 0.000000e+00, %14 ], [ %203, %104 ], !dbg !36
  %221 = phi float [ 0.000000e+00, %14 ], [ %204, %104 ], !dbg !36
  %222 = phi float [ 0.000000e+00, %14 ], [ %205, %104 ], !dbg !36
  %223 = phi float [ 0.000000e+00, %14 ], [ %206, %104 ], !dbg !36
  %224 = phi float [ 0.000000e+00, %14 ], [ %207, %104 ], !dbg !36
  %225 = phi float [ 0.000000e+00, %14 ], [ %208, %104 ], !dbg !36
  %226 = phi float [ 0.000000e+00, %14 ], [ %209, %104 ], !dbg !36
  %227 = phi float [ 0.000000e+00, %14 ], [ %210, %104 ], !dbg !36
  %228 = phi float [ 0.000000e+00, %14 ], [ %211, %104 ], !dbg !36
  %229 = phi float [ 0.000000e+00, %14 ], [ %212, %104 ], !dbg !36
  %230 = phi float [ 0.000000e+00, %14 ], [ %213, %104 ], !dbg !36
  %231 = phi float [ 0.000000e+00, %14 ], [ %214, %104 ], !dbg !36
  %232 = phi float [ 0.000000e+00, %14 ], [ %215, %104 ], !dbg !36
  %233 = phi float [ 0.000000e+00, %14 ], [ %216, %104 ], !dbg !36
  %234 = lshr exact i32 %34, 3, !dbg !14
  %235 = or disjoint i32 %234, 27, !dbg !14
  %236 = or disjoint i32 %235, %40, !dbg !15
  %237 = or disjoint i32 %234, 26, !dbg !14
  %238 = or disjoint i32 %237, %40, !dbg !15
  %239 = or disjoint i32 %234, 25, !dbg !14
  %240 = or disjoint i32 %239, %40, !dbg !15
  %241 = or disjoint i32 %234, 24, !dbg !14
  %242 = or disjoint i32 %241, %40, !dbg !15
  %243 = or disjoint i32 %234, 19, !dbg !14
  %244 = or disjoint i32 %243, %40, !dbg !15
  %245 = or disjoint i32 %234, 18, !dbg !14
  %246 = or disjoint i32 %245, %40, !dbg !15
  %247 = or disjoint i32 %234, 17, !dbg !14
  %248 = or disjoint i32 %247, %40, !dbg !15
  %249 = or disjoint i32 %234, 16, !dbg !14
  %250 = or disjoint i32 %249, %40, !dbg !15
  %251 = or disjoint i32 %234, 11, !dbg !14
  %252 = or disjoint i32 %251, %40, !dbg !15
  %253 = or disjoint i32 %234, 10, !dbg !14
  %254 = or disjoint i32 %253, %40, !dbg !15
  %255 = or disjoint i32 %234, 9, !dbg !14
  %256 = or disjoint i32 %255, %40, !dbg !15
  %257 = or disjoint i32 %234, 8, !dbg !14
  %258 = or disjoint i32 %257, %40, !dbg !15
  %259 = or disjoint i32 %234, 3, !dbg !14
  %260 = or disjoint i32 %259, %40, !dbg !15
  %261 = or disjoint i32 %234, 2, !dbg !14
  %262 = or disjoint i32 %261, %40, !dbg !15
  %263 = or disjoint i32 %234, 1, !dbg !14
  %264 = or disjoint i32 %263, %40, !dbg !15
  %265 = or disjoint i32 %234, %40, !dbg !15
  %266 = or disjoint i32 %20, %24, !dbg !13
  %267 = icmp slt i32 %266, %3, !dbg !37
  %268 = icmp slt i32 %265, %4, !dbg !38
  %269 = icmp slt i32 %264, %4, !dbg !38
  %270 = icmp slt i32 %262, %4, !dbg !38
  %271 = icmp slt i32 %260, %4, !dbg !38
  %272 = icmp slt i32 %258, %4, !dbg !38
  %273 = icmp slt i32 %256, %4, !dbg !38
  %274 = icmp slt i32 %254, %4, !dbg !38
  %275 = icmp slt i32 %252, %4, !dbg !38
  %276 = icmp slt i32 %250, %4, !dbg !38
  %277 = icmp slt i32 %248, %4, !dbg !38
  %278 = icmp slt i32 %246, %4, !dbg !38
  %279 = icmp slt i32 %244, %4, !dbg !38
  %280 = icmp slt i32 %242, %4, !dbg !38
  %281 = icmp slt i32 %240, %4, !dbg !38
  %282 = icmp slt i32 %238, %4, !dbg !38
  %283 = icmp slt i32 %236, %4, !dbg !38
  %284 = and i1 %267, %268, !dbg !39
  %285 = and i1 %267, %269, !dbg !39
  %286 = and i1 %267, %270, !dbg !39
  %287 = and i1 %267, %271, !dbg !39
  %288 = and i1 %267, %272, !dbg !39
  %289 = and i1 %267, %273, !dbg !39
  %290 = and i1 %267, %274, !dbg !39
  %291 = and i1 %267, %275, !dbg !39
  %292 = and i1 %267, %276, !dbg !39
  %293 = and i1 %267, %277, !dbg !39
  %294 = and i1 %267, %278, !dbg !39
  %295 = and i1 %267, %279, !dbg !39
  %296 = and i1 %267, %280, !dbg !39
  %297 = and i1 %267, %281, !dbg !39
  %298 = and i1 %267, %282, !dbg !39
  %299 = and i1 %267, %283, !dbg !39
  %300 = mul i32 %10, %20, !dbg !40
  %301 = mul i32 %10, %24, !dbg !40
  %302 = mul i32 %11, %40, !dbg !40
  %303 = mul i32 %11, %234, !dbg !40
  %304 = mul i32 %11, %263, !dbg !40
  %305 = mul i32 %11, %261, !dbg !40
  %306 = mul i32 %11, %259, !dbg !40
  %307 = mul i32 %11, %257, !dbg !40
  %308 = mul i32 %11, %255, !dbg !40
  %309 = mul i32 %11, %253, !dbg !40
  %310 = mul i32 %11, %251, !dbg !40
  %311 = mul i32 %11, %249, !dbg !40
  %312 = mul i32 %11, %247, !dbg !40
  %313 = mul i32 %11, %245, !dbg !40
  %314 = mul i32 %11, %243, !dbg !40
  %315 = mul i32 %11, %241, !dbg !40
  %316 = mul i32 %11, %239, !dbg !40
  %317 = mul i32 %11, %237, !dbg !40
  %318 = mul i32 %11, %235, !dbg !40
  %319 = add i32 %302, %300, !dbg !40
  %320 = add i32 %301, %319, !dbg !40
  %321 = add i32 %320, %303, !dbg !40
  %322 = add i32 %320, %304, !dbg !40
  %323 = add i32 %320, %305, !dbg !40
  %324 = add i32 %320, %306, !dbg !40
  %325 = add i32 %320, %307, !dbg !40
  %326 = add i32 %320, %308, !dbg !40
  %327 = add i32 %320, %309, !dbg !40
  %328 = add i32 %320, %310, !dbg !40
  %329 = add i32 %320, %311, !dbg !40
  %330 = add i32 %320, %312, !dbg !40
  %331 = add i32 %320, %313, !dbg !40
  %332 = add i32 %320, %314, !dbg !40
  %333 = add i32 %320, %315, !dbg !40
  %334 = add i32 %320, %316, !dbg !40
  %335 = add i32 %320, %317, !dbg !40
  %336 = add i32 %320, %318, !dbg !40
  %337 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !12
  %338 = icmp eq i32 %18, 0, !dbg !12
  %339 = and i1 %284, %338, !dbg !12
  %340 = shl i32 %321, 2, !dbg !12
  %341 = select i1 %339, i32 %340, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %218, ptr addrspace(8) %337, i32 %341, i32 0, i32 0), !dbg !12
  %342 = and i1 %285, %338, !dbg !12
  %343 = shl i32 %322, 2, !dbg !12
  %344 = select i1 %342, i32 %343, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %219, ptr addrspace(8) %337, i32 %344, i32 0, i32 0), !dbg !12
  %345 = and i1 %286, %338, !dbg !12
  %346 = shl i32 %323, 2, !dbg !12
  %347 = select i1 %345, i32 %346, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %220, ptr addrspace(8) %337, i32 %347, i32 0, i32 0), !dbg !12
  %348 = and i1 %287, %338, !dbg !12
  %349 = shl i32 %324, 2, !dbg !12
  %350 = select i1 %348, i32 %349, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %221, ptr addrspace(8) %337, i32 %350, i32 0, i32 0), !dbg !12
  %351 = and i1 %288, %338, !dbg !12
  %352 = shl i32 %325, 2, !dbg !12
  %353 = select i1 %351, i32 %352, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %222, ptr addrspace(8) %337, i32 %353, i32 0, i32 0), !dbg !12
  %354 = and i1 %289, %338, !dbg !12
  %355 = shl i32 %326, 2, !dbg !12
  %356 = select i1 %354, i32 %355, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %223, ptr addrspace(8) %337, i32 %356, i32 0, i32 0), !dbg !12
  %357 = and i1 %290, %338, !dbg !12
  %358 = shl i32 %327, 2, !dbg !12
  %359 = select i1 %357, i32 %358, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %224, ptr addrspace(8) %337, i32 %359, i32 0, i32 0), !dbg !12
  %360 = and i1 %291, %338, !dbg !12
  %361 = shl i32 %328, 2, !dbg !12
  %362 = select i1 %360, i32 %361, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %225, ptr addrspace(8) %337, i32 %362, i32 0, i32 0), !dbg !12
  %363 = and i1 %292, %338, !dbg !12
  %364 = shl i32 %329, 2, !dbg !12
  %365 = select i1 %363, i32 %364, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %226, ptr addrspace(8) %337, i32 %365, i32 0, i32 0), !dbg !12
  %366 = and i1 %293, %338, !dbg !12
  %367 = shl i32 %330, 2, !dbg !12
  %368 = select i1 %366, i32 %367, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %227, ptr addrspace(8) %337, i32 %368, i32 0, i32 0), !dbg !12
  %369 = and i1 %294, %338, !dbg !12
  %370 = shl i32 %331, 2, !dbg !12
  %371 = select i1 %369, i32 %370, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %228, ptr addrspace(8) %337, i32 %371, i32 0, i32 0), !dbg !12
  %372 = and i1 %295, %338, !dbg !12
  %373 = shl i32 %332, 2, !dbg !12
  %374 = select i1 %372, i32 %373, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %229, ptr addrspace(8) %337, i32 %374, i32 0, i32 0), !dbg !12
  %375 = and i1 %296, %338, !dbg !12
  %376 = shl i32 %333, 2, !dbg !12
  %377 = select i1 %375, i32 %376, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %230, ptr addrspace(8) %337, i32 %377, i32 0, i32 0), !dbg !12
  %378 = and i1 %297, %338, !dbg !12
  %379 = shl i32 %334, 2, !dbg !12
  %380 = select i1 %378, i32 %379, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %231, ptr addrspace(8) %337, i32 %380, i32 0, i32 0), !dbg !12
  %381 = and i1 %298, %338, !dbg !12
  %382 = shl i32 %335, 2, !dbg !12
  %383 = select i1 %381, i32 %382, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %232, ptr addrspace(8) %337, i32 %383, i32 0, i32 0), !dbg !12
  %384 = and i1 %299, %338, !dbg !12
  %385 = shl i32 %336, 2, !dbg !12
  %386 = select i1 %384, i32 %385, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %233, ptr addrspace(8) %337, i32 %386, i32 0, i32 0), !dbg !12
  ret void, !dbg !41
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
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16>, <4 x i16>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #7

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
!36 = !DILocation(line: 186, column: 11, scope: !4)
!37 = !DILocation(line: 192, column: 91, scope: !4)
!38 = !DILocation(line: 192, column: 111, scope: !4)
!39 = !DILocation(line: 192, column: 90, scope: !4)
!40 = !DILocation(line: 192, column: 14, scope: !4)
!41 = !DILocation(line: 180, column: 1, scope: !4)
