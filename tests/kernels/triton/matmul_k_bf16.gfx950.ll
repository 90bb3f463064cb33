; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

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
  %25 = lshr i32 %23, 5, !dbg !14
  %26 = or disjoint i32 %25, 8, !dbg !14
  %27 = or disjoint i32 %25, 16, !dbg !14
  %28 = or disjoint i32 %25, 24, !dbg !14
  %29 = and i32 %15, 32, !dbg !14
  %30 = or disjoint i32 %25, %20, !dbg !13
  %31 = or disjoint i32 %26, %20, !dbg !13
  %32 = or disjoint i32 %27, %20, !dbg !13
  %33 = or disjoint i32 %28, %20, !dbg !13
  %34 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !15
  %35 = shl i32 %34, 5, !dbg !15
  %36 = or disjoint i32 %35, %24, !dbg !15
  %37 = add i32 %5, 31, !dbg !16
  %38 = icmp slt i32 %30, %3, !dbg !21
  %39 = icmp slt i32 %31, %3, !dbg !21
  %40 = icmp slt i32 %32, %3, !dbg !21
  %41 = icmp slt i32 %33, %3, !dbg !21
  %42 = mul i32 %6, %20, !dbg !22
  %43 = icmp slt i32 %36, %4, !dbg !23
  %44 = icmp sgt i32 %37, 31, !dbg !24
  %45 = icmp slt i32 %24, %5, !dbg !25
  %46 = and i1 %45, %38, !dbg !26
  %47 = and i1 %45, %39, !dbg !26
  %48 = and i1 %45, %40, !dbg !26
  %49 = and i1 %45, %41, !dbg !26
  %50 = mul i32 %25, %6, !dbg !22
  %51 = mul i32 %26, %6, !dbg !22
  %52 = mul i32 %27, %6, !dbg !22
  %53 = mul i32 %28, %6, !dbg !22
  %54 = mul i32 %7, %24, !dbg !22
  %55 = add i32 %50, %54, !dbg !22
  %56 = add i32 %51, %54, !dbg !22
  %57 = add i32 %52, %54, !dbg !22
  %58 = add i32 %53, %54, !dbg !22
  %59 = add i32 %55, %42, !dbg !22
  %60 = add i32 %56, %42, !dbg !22
  %61 = add i32 %57, %42, !dbg !22
  %62 = add i32 %58, %42, !dbg !22
  %63 = and i1 %44, %46, !dbg !24
  %64 = and i1 %44, %47, !dbg !24
  %65 = and i1 %44, %48, !dbg !24
  %66 = and i1 %44, %49, !dbg !24
  %67 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !27
  %68 = shl i32 %59, 1, !dbg !27
  %69 = select i1 %63, i32 %68, i32 -2147483648, !dbg !27
  %70 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %67, i32 %69, i32 0, i32 0), !dbg !27
  %71 = shl i32 %60, 1, !dbg !27
  %72 = select i1 %64, i32 %71, i32 -2147483648, !dbg !27
  %73 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %67, i32 %72, i32 0, i32 0), !dbg !27
  %74 = shl i32 %61, 1, !dbg !27
  %75 = select i1 %65, i32 %74, i32 -2147483648, !dbg !27
  %76 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %67, i32 %75, i32 0, i32 0), !dbg !27
  %77 = shl i32 %62, 1, !dbg !27
  %78 = select i1 %66, i32 %77, i32 -2147483648, !dbg !27
  %79 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %67, i32 %78, i32 0, i32 0), !dbg !27
  %80 = icmp slt i32 %25, %5, !dbg !28
  %81 = icmp slt i32 %26, %5, !dbg !28
  %82 = icmp slt i32 %27, %5, !dbg !28
  %83 = icmp slt i32 %28, %5, !dbg !28
  %84 = and i1 %43, %80, !dbg !29
  %85 = and i1 %43, %81, !dbg !29
  %86 = and i1 %43, %82, !dbg !29
  %87 = and i1 %43, %83, !dbg !29
  %88 = mul i32 %25, %8, !dbg !30
  %89 = mul i32 %26, %8, !dbg !30
  %90 = mul i32 %27, %8, !dbg !30
  %91 = mul i32 %28, %8, !dbg !30
  %92 = mul i32 %9, %35, !dbg !30
  %93 = mul i32 %9, %24, !dbg !30
  %94 = add i32 %88, %93, !dbg !30
  %95 = add i32 %89, %93, !dbg !30
  %96 = add i32 %90, %93, !dbg !30
  %97 = add i32 %91, %93, !dbg !30
  %98 = add i32 %94, %92, !dbg !30
  %99 = add i32 %95, %92, !dbg !30
  %100 = add i32 %96, %92, !dbg !30
  %101 = add i32 %97, %92, !dbg !30
  %102 = and i1 %44, %84, !dbg !24
  %103 = and i1 %44, %85, !dbg !24
  %104 = and i1 %44, %86, !dbg !24
  %105 = and i1 %44, %87, !dbg !24
  %106 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !31
  %107 = shl i32 %98, 1, !dbg !31
  %108 = select i1 %102, i32 %107, i32 -2147483648, !dbg !31
  %109 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %108, i32 0, i32 0), !dbg !31
  %110 = shl i32 %99, 1, !dbg !31
  %111 = select i1 %103, i32 %110, i32 -2147483648, !dbg !31
  %112 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %111, i32 0, i32 0), !dbg !31
  %113 = shl i32 %100, 1, !dbg !31
  %114 = select i1 %104, i32 %113, i32 -2147483648, !dbg !31
  %115 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %114, i32 0, i32 0), !dbg !31
  %116 = shl i32 %101, 1, !dbg !31
  %117 = select i1 %105, i32 %116, i32 -2147483648, !dbg !31
  %118 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %117, i32 0, i32 0), !dbg !31
  %119 = shl nuw nsw i32 %23, 1, !dbg !27
  %120 = and i32 %119, 254, !dbg !27
  %121 = icmp samesign ult i32 %18, 2, !dbg !27
  %122 = select i1 %121, i32 0, i32 272, !dbg !27
  %123 = xor i32 %120, %122, !dbg !27
  %124 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %123, !dbg !27
  store i16 %70, ptr addrspace(3) %124, align 2, !dbg !27
  %125 = or disjoint i32 %123, 1024, !dbg !27
  %126 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %125, !dbg !27
  store i16 %76, ptr addrspace(3) %126, align 2, !dbg !27
  %127 = xor i32 %123, 544, !dbg !27
  %128 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %127, !dbg !27
  store i16 %73, ptr addrspace(3) %128, align 2, !dbg !27
  %129 = or disjoint i32 %127, 1024, !dbg !27
  %130 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %129, !dbg !27
  store i16 %79, ptr addrspace(3) %130, align 2, !dbg !27
  %131 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %123, !dbg !31
  store i16 %109, ptr addrspace(3) %131, align 2, !dbg !31
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %125, !dbg !31
  store i16 %115, ptr addrspace(3) %132, align 2, !dbg !31
  %133 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %127, !dbg !31
  store i16 %112, ptr addrspace(3) %133, align 2, !dbg !31
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %129, !dbg !31
  store i16 %118, ptr addrspace(3) %134, align 2, !dbg !31
  %135 = icmp sgt i32 %37, 63, !dbg !24
  br i1 %135, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !24

.._crit_edge_crit_edge:                           ; preds = %14
  %.pre = and i32 %15, 12, !dbg !27
  %.pre8 = shl nuw nsw i32 %.pre, 4, !dbg !31
  %.pre10 = shl nuw nsw i32 %15, 3, !dbg !31
  %.pre12 = and i32 %.pre10, 24, !dbg !31
  %.pre14 = shl nuw nsw i32 %15, 1, !dbg !31
  %.pre16 = and i32 %.pre14, 32, !dbg !31
  %.pre18 = or disjoint i32 %.pre8, %.pre12, !dbg !31
  br label %._crit_edge, !dbg !24

.lr.ph:                                           ; preds = %14
  %136 = lshr i32 %37, 5, !dbg !32
  %137 = shl nuw nsw i32 %24, 6
  %138 = and i32 %15, 12
  %139 = shl nuw nsw i32 %138, 2
  %140 = lshr exact i32 %29, 1
  %141 = xor i32 %139, %140
  %142 = or disjoint i32 %141, %137
  %143 = xor i32 %142, 32
  %144 = shl nuw nsw i32 %138, 4
  %145 = shl nuw nsw i32 %15, 3
  %146 = and i32 %145, 24
  %147 = shl nuw nsw i32 %15, 1
  %148 = and i32 %147, 32
  %149 = icmp eq i32 %29, 0
  %150 = select i1 %149, i32 0, i32 544
  %151 = or disjoint i32 %144, %146
  %152 = xor i32 %150, %148
  %153 = or disjoint i32 %152, %151
  %154 = xor i32 %153, 272
  %155 = add nsw i32 %136, -2
  br label %156, !dbg !24

156:                                              ; preds = %.lr.ph, %156
  %157 = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), %.lr.ph ], [ %290, %156 ]
  %158 = phi ptr addrspace(3) [ @global_smem, %.lr.ph ], [ %285, %156 ]
  %159 = phi i32 [ 0, %.lr.ph ], [ %283, %156 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph ], [ %265, %156 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph ], [ %266, %156 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph ], [ %267, %156 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph ], [ %268, %156 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph ], [ %269, %156 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph ], [ %270, %156 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph ], [ %271, %156 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph ], [ %272, %156 ]
  %168 = phi float [ 0.000000e+00, %.lr.ph ], [ %273, %156 ]
  %169 = phi float [ 0.000000e+00, %.lr.ph ], [ %274, %156 ]
  %170 = phi float [ 0.000000e+00, %.lr.ph ], [ %275, %156 ]
  %171 = phi float [ 0.000000e+00, %.lr.ph ], [ %276, %156 ]
  %172 = phi float [ 0.000000e+00, %.lr.ph ], [ %277, %156 ]
  %173 = phi float [ 0.000000e+00, %.lr.ph ], [ %278, %156 ]
  %174 = phi float [ 0.000000e+00, %.lr.ph ], [ %279, %156 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph ], [ %280, %156 ]
  %176 = phi i32 [ 0, %.lr.ph ], [ %177, %156 ]
  %177 = add nuw nsw i32 %176, 1, !dbg !24
  %178 = shl nuw nsw i32 %177, 5, !dbg !33
  %179 = or disjoint i32 %178, %25, !dbg !33
  %180 = or disjoint i32 %178, %26, !dbg !33
  %181 = or disjoint i32 %178, %27, !dbg !33
  %182 = or disjoint i32 %178, %28, !dbg !33
  %183 = or disjoint i32 %178, %24, !dbg !33
  %184 = icmp slt i32 %183, %5, !dbg !25
  %185 = and i1 %38, %184, !dbg !26
  %186 = and i1 %39, %184, !dbg !26
  %187 = and i1 %40, %184, !dbg !26
  %188 = and i1 %41, %184, !dbg !26
  %189 = mul i32 %178, %7, !dbg !22
  %190 = add i32 %189, %42, !dbg !22
  %191 = add i32 %190, %55, !dbg !22
  %192 = add i32 %190, %56, !dbg !22
  %193 = add i32 %190, %57, !dbg !22
  %194 = add i32 %190, %58, !dbg !22
  %195 = shl i32 %191, 1, !dbg !27
  %196 = select i1 %185, i32 %195, i32 -2147483648, !dbg !27
  %197 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %67, i32 %196, i32 0, i32 0), !dbg !27
  %198 = shl i32 %192, 1, !dbg !27
  %199 = select i1 %186, i32 %198, i32 -2147483648, !dbg !27
  %200 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %67, i32 %199, i32 0, i32 0), !dbg !27
  %201 = shl i32 %193, 1, !dbg !27
  %202 = select i1 %187, i32 %201, i32 -2147483648, !dbg !27
  %203 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %67, i32 %202, i32 0, i32 0), !dbg !27
  %204 = shl i32 %194, 1, !dbg !27
  %205 = select i1 %188, i32 %204, i32 -2147483648, !dbg !27
  %206 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %67, i32 %205, i32 0, i32 0), !dbg !27
  fence syncscope("workgroup") release, !dbg !27, !mmra !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27, !mmra !34
  %207 = getelementptr inbounds nuw i8, ptr addrspace(3) %158, i32 %142, !dbg !27
  %208 = load <8 x bfloat>, ptr addrspace(3) %207, align 16, !dbg !27
  %209 = getelementptr inbounds nuw i8, ptr addrspace(3) %158, i32 %143, !dbg !27
  %210 = load <8 x bfloat>, ptr addrspace(3) %209, align 16, !dbg !27
  %211 = icmp slt i32 %179, %5, !dbg !28
  %212 = icmp slt i32 %180, %5, !dbg !28
  %213 = icmp slt i32 %181, %5, !dbg !28
  %214 = icmp slt i32 %182, %5, !dbg !28
  %215 = and i1 %43, %211, !dbg !29
  %216 = and i1 %43, %212, !dbg !29
  %217 = and i1 %43, %213, !dbg !29
  %218 = and i1 %43, %214, !dbg !29
  %219 = mul i32 %178, %8, !dbg !30
  %220 = add i32 %219, %92, !dbg !30
  %221 = add i32 %220, %94, !dbg !30
  %222 = add i32 %220, %95, !dbg !30
  %223 = add i32 %220, %96, !dbg !30
  %224 = add i32 %220, %97, !dbg !30
  %225 = shl i32 %221, 1, !dbg !31
  %226 = select i1 %215, i32 %225, i32 -2147483648, !dbg !31
  %227 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %226, i32 0, i32 0), !dbg !31
  %228 = shl i32 %222, 1, !dbg !31
  %229 = select i1 %216, i32 %228, i32 -2147483648, !dbg !31
  %230 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %229, i32 0, i32 0), !dbg !31
  %231 = shl i32 %223, 1, !dbg !31
  %232 = select i1 %217, i32 %231, i32 -2147483648, !dbg !31
  %233 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %232, i32 0, i32 0), !dbg !31
  %234 = shl i32 %224, 1, !dbg !31
  %235 = select i1 %218, i32 %234, i32 -2147483648, !dbg !31
  %236 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %235, i32 0, i32 0), !dbg !31
  %237 = getelementptr inbounds nuw i8, ptr addrspace(3) %157, i32 %153, !dbg !31
  %238 = tail call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %237), !dbg !31
  %239 = getelementptr inbounds nuw i8, ptr addrspace(3) %237, i32 1024, !dbg !31
  %240 = tail call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) nonnull %239), !dbg !31
  %241 = getelementptr inbounds nuw i8, ptr addrspace(3) %157, i32 %154, !dbg !31
  %242 = tail call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %241), !dbg !31
  %243 = getelementptr inbounds nuw i8, ptr addrspace(3) %241, i32 1024, !dbg !31
  %244 = tail call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) nonnull %243), !dbg !31
  %245 = shufflevector <4 x bfloat> %238, <4 x bfloat> %242, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !35
  %246 = shufflevector <4 x bfloat> %240, <4 x bfloat> %244, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !35
  %247 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %160, i64 0, !dbg !35
  %248 = insertelement <16 x float> %247, float %161, i64 1, !dbg !35
  %249 = insertelement <16 x float> %248, float %162, i64 2, !dbg !35
  %250 = insertelement <16 x float> %249, float %163, i64 3, !dbg !35
  %251 = insertelement <16 x float> %250, float %164, i64 4, !dbg !35
  %252 = insertelement <16 x float> %251, float %165, i64 5, !dbg !35
  %253 = insertelement <16 x float> %252, float %166, i64 6, !dbg !35
  %254 = insertelement <16 x float> %253, float %167, i64 7, !dbg !35
  %255 = insertelement <16 x float> %254, float %168, i64 8, !dbg !35
  %256 = insertelement <16 x float> %255, float %169, i64 9, !dbg !35
  %257 = insertelement <16 x float> %256, float %170, i64 10, !dbg !35
  %258 = insertelement <16 x float> %257, float %171, i64 11, !dbg !35
  %259 = insertelement <16 x float> %258, float %172, i64 12, !dbg !35
  %260 = insertelement <16 x float> %259, float %173, i64 13, !dbg !35
  %261 = insertelement <16 x float> %260, float %174, i64 14, !dbg !35
  %262 = insertelement <16 x float> %261, float %175, i64 15, !dbg !35
  %263 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %245, <8 x bfloat> %208, <16 x float> %262, i32 0, i32 0, i32 0), !dbg !35
  %264 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %246, <8 x bfloat> %210, <16 x float> %263, i32 0, i32 0, i32 0), !dbg !35
  %265 = extractelement <16 x float> %264, i64 0, !dbg !35
  %266 = extractelement <16 x float> %264, i64 1, !dbg !35
  %267 = extractelement <16 x float> %264, i64 2, !dbg !35
  %268 = extractelement <16 x float> %264, i64 3, !dbg !35
  %269 = extractelement <16 x float> %264, i64 4, !dbg !35
  %270 = extractelement <16 x float> %264, i64 5, !dbg !35
  %271 = extractelement <16 x float> %264, i64 6, !dbg !35
  %272 = extractelement <16 x float> %264, i64 7, !dbg !35
  %273 = extractelement <16 x float> %264, i64 8, !dbg !35
  %274 = extractelement <16 x float> %264, i64 9, !dbg !35
  %275 = extractelement <16 x float> %264, i64 10, !dbg !35
  %276 = extractelement <16 x float> %264, i64 11, !dbg !35
  %277 = extractelement <16 x float> %264, i64 12, !dbg !35
  %278 = extractelement <16 x float> %264, i64 13, !dbg !35
  %279 = extractelement <16 x float> %264, i64 14, !dbg !35
  %280 = extractelement <16 x float> %264, i64 15, !dbg !35
  %281 = add i32 %159, 1, !dbg !24
  %282 = icmp slt i32 %281, 2, !dbg !24
  %283 = select i1 %282, i32 %281, i32 0, !dbg !24
  %284 = shl i32 %283, 10, !dbg !27
  %285 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %284, !dbg !27
  fence syncscope("workgroup") release, !dbg !27, !mmra !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27, !mmra !34
  %286 = getelementptr inbounds nuw i8, ptr addrspace(3) %285, i32 %123, !dbg !27
  store i16 %197, ptr addrspace(3) %286, align 2, !dbg !27
  %287 = getelementptr inbounds nuw i8, ptr addrspace(3) %285, i32 %125, !dbg !27
  store i16 %203, ptr addrspace(3) %287, align 2, !dbg !27
  %288 = getelementptr inbounds nuw i8, ptr addrspace(3) %285, i32 %127, !dbg !27
  store i16 %200, ptr addrspace(3) %288, align 2, !dbg !27
  %289 = getelementptr inbounds nuw i8, ptr addrspace(3) %285, i32 %129, !dbg !27
  store i16 %206, ptr addrspace(3) %289, align 2, !dbg !27
  %290 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %284, !dbg !31
  %291 = getelementptr inbounds nuw i8, ptr addrspace(3) %290, i32 %123, !dbg !31
  store i16 %227, ptr addrspace(3) %291, align 2, !dbg !31
  %292 = getelementptr inbounds nuw i8, ptr addrspace(3) %290, i32 %125, !dbg !31
  store i16 %233, ptr addrspace(3) %292, align 2, !dbg !31
  %293 = getelementptr inbounds nuw i8, ptr addrspace(3) %290, i32 %127, !dbg !31
  store i16 %230, ptr addrspace(3) %293, align 2, !dbg !31
  %294 = getelementptr inbounds nuw i8, ptr addrspace(3) %290, i32 %129, !dbg !31
  store i16 %236, ptr addrspace(3) %294, align 2, !dbg !31
  %exitcond.not = icmp eq i32 %176, %155, !dbg !24
  br i1 %exitcond.not, label %._crit_edge, label %156, !dbg !24

._crit_edge:                                      ; preds = %156, %.._crit_edge_crit_edge
  %.pre-phi19 = phi i32 [ %.pre18, %.._crit_edge_crit_edge ], [ %151, %156 ], !dbg !31
  %.pre-phi17 = phi i32 [ %.pre16, %.._crit_edge_crit_edge ], [ %148, %156 ], !dbg !31
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %138, %156 ], !dbg !27
  %295 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %265, %156 ]
  %296 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %266, %156 ]
  %297 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %267, %156 ]
  %298 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %268, %156 ]
  %299 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %269, %156 ]
  %300 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %270, %156 ]
  %301 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %271, %156 ]
  %302 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %272, %156 ]
  %303 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %273, %156 ]
  %304 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %274, %156 ]
  %305 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %275, %156 ]
  %306 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %276, %156 ]
  %307 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %277, %156 ]
  %308 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %278, %156 ]
  %309 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %279, %156 ]
  %310 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %280, %156 ]
  %.lcssa1 = phi ptr addrspace(3) [ @global_smem, %.._crit_edge_crit_edge ], [ %285, %156 ], !dbg !27
  %.lcssa = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), %.._crit_edge_crit_edge ], [ %290, %156 ], !dbg !31
  fence syncscope("workgroup") release, !dbg !27, !mmra !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27, !mmra !34
  %311 = icmp eq i32 %29, 0, !dbg !31
  %312 = select i1 %311, i32 0, i32 544, !dbg !31
  %313 = xor i32 %312, %.pre-phi17, !dbg !31
  %314 = or disjoint i32 %313, %.pre-phi19, !dbg !31
  %315 = getelementptr inbounds nuw i8, ptr addrspace(3) %.lcssa, i32 %314, !dbg !31
  %316 = tail call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %315), !dbg !31
  %317 = getelementptr inbounds nuw i8, ptr addrspace(3) %315, i32 1024, !dbg !31
  %318 = tail call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) nonnull %317), !dbg !31
  %319 = xor i32 %314, 272, !dbg !31
  %320 = getelementptr inbounds nuw i8, ptr addrspace(3) %.lcssa, i32 %319, !dbg !31
  %321 = tail call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %320), !dbg !31
  %322 = getelementptr inbounds nuw i8, ptr addrspace(3) %320, i32 1024, !dbg !31
  %323 = tail call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) nonnull %322), !dbg !31
  br i1 %44, label %324, label %._crit_edge._crit_edge, !dbg !35

324:                                              ; preds = %._crit_edge
  %325 = shl nuw nsw i32 %24, 6, !dbg !27
  %326 = shl nuw nsw i32 %.pre-phi, 2, !dbg !27
  %327 = lshr exact i32 %29, 1, !dbg !27
  %328 = xor i32 %326, %327, !dbg !27
  %329 = or disjoint i32 %328, %325, !dbg !27
  %330 = xor i32 %329, 32, !dbg !27
  %331 = getelementptr inbounds nuw i8, ptr addrspace(3) %.lcssa1, i32 %330, !dbg !27
  %332 = load <8 x bfloat>, ptr addrspace(3) %331, align 16, !dbg !27
  %333 = getelementptr inbounds nuw i8, ptr addrspace(3) %.lcssa1, i32 %329, !dbg !27
  %334 = load <8 x bfloat>, ptr addrspace(3) %333, align 16, !dbg !27
  %335 = shufflevector <4 x bfloat> %316, <4 x bfloat> %321, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !35
  %336 = shufflevector <4 x bfloat> %318, <4 x bfloat> %323, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !35
  %337 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %295, i64 0, !dbg !35
  %338 = insertelement <16 x float> %337, float %296, i64 1, !dbg !35
  %339 = insertelement <16 x float> %338, float %297, i64 2, !dbg !35
  %340 = insertelement <16 x float> %339, float %298, i64 3, !dbg !35
  %341 = insertelement <16 x float> %340, float %299, i64 4, !dbg !35
  %342 = insertelement <16 x float> %341, float %300, i64 5, !dbg !35
  %343 = insertelement <16 x float> %342, float %301, i64 6, !dbg !35
  %344 = insertelement <16 x float> %343, float %302, i64 7, !dbg !35
  %345 = insertelement <16 x float> %344, float %303, i64 8, !dbg !35
  %346 = insertelement <16 x float> %345, float %304, i64 9, !dbg !35
  %347 = insertelement <16 x float> %346, float %305, i64 10, !dbg !35
  %348 = insertelement <16 x float> %347, float %306, i64 11, !dbg !35
  %349 = insertelement <16 x float> %348, float %307, i64 12, !dbg !35
  %350 = insertelement <16 x float> %349, float %308, i64 13, !dbg !35
  %351 = insertelement <16 x float> %350, float %309, i64 14, !dbg !35
  %352 = insertelement <16 x float> %351, float %310, i64 15, !dbg !35
  %353 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %335, <8 x bfloat> %334, <16 x float> %352, i32 0, i32 0, i32 0), !dbg !35
  %354 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %336, <8 x bfloat> %332, <16 x float> %353, i32 0, i32 0, i32 0), !dbg !35
  %355 = extractelement <16 x float> %354, i64 0, !dbg !35
  %356 = extractelement <16 x float> %354, i64 1, !dbg !35
  %357 = extractelement <16 x float> %354, i64 2, !dbg !35
  %358 = extractelement <16 x float> %354, i64 3, !dbg !35
  %359 = extractelement <16 x float> %354, i64 4, !dbg !35
  %360 = extractelement <16 x float> %354, i64 5, !dbg !35
  %361 = extractelement <16 x float> %354, i64 6, !dbg !35
  %362 = extractelement <16 x float> %354, i64 7, !dbg !35
  %363 = extractelement <16 x float> %354, i64 8, !dbg !35
  %364 = extractelement <16 x float> %354, i64 9, !dbg !35
  %365 = extractelement <16 x float> %354, i64 10, !dbg !35
  %366 = extractelement <16 x float> %354, i64 11, !dbg !35
  %367 = extractelement <16 x float> %354, i64 12, !dbg !35
  %368 = extractelement <16 x float> %354, i64 13, !dbg !35
  %369 = extractelement <16 x float> %354, i64 14, !dbg !35
  %370 = extractelement <16 x float> %354, i64 15, !dbg !35
  br label %._crit_edge._crit_edge, !dbg !35

._crit_edge._crit_edge:                           ; preds = %._crit_edge, %324
  %371 = phi float [ %370, %324 ], [ %310, %._crit_edge ], !dbg !24
  %372 = phi float [ %369, %324 ], [ %309, %._crit_edge ], !dbg !24
  %373 = phi float [ %368, %324 ], [ %308, %._crit_edge ], !dbg !24
  %374 = phi float [ %367, %324 ], [ %307, %._crit_edge ], !dbg !24
  %375 = phi float [ %366, %324 ], [ %306, %._crit_edge ], !dbg !24
  %376 = phi float [ %365, %324 ], [ %305, %._crit_edge ], !dbg !24
  %377 = phi float [ %364, %324 ], [ %304, %._crit_edge ], !dbg !24
  %378 = phi float [ %363, %324 ], [ %303, %._crit_edge ], !dbg !24
  %379 = phi float [ %362, %324 ], [ %302, %._crit_edge ], !dbg !24
  %380 = phi float [ %361, %324 ], [ %301, %._crit_edge ], !dbg !24
  %381 = phi float [ %360, %324 ], [ %300, %._crit_edge ], !dbg !24
  %382 = phi float [ %359, %324 ], [ %299, %._crit_edge ], !dbg !24
  %383 = phi float [ %358, %324 ], [ %298, %._crit_edge ], !dbg !24
  %384 = phi float [ %357, %324 ], [ %297, %._crit_edge ], !dbg !24
  %385 = phi float [ %356, %324 ], [ %296, %._crit_edge ], !dbg !24
  %386 = phi float [ %355, %324 ], [ %295, %._crit_edge ], !dbg !24
  %387 = lshr exact i32 %29, 3, !dbg !14
  %388 = or disjoint i32 %387, 27, !dbg !14
  %389 = or disjoint i32 %388, %35, !dbg !15
  %390 = or disjoint i32 %387, 26, !dbg !14
  %391 = or disjoint i32 %390, %35, !dbg !15
  %392 = or disjoint i32 %387, 25, !dbg !14
  %393 = or disjoint i32 %392, %35, !dbg !15
  %394 = or disjoint i32 %387, 24, !dbg !14
  %395 = or disjoint i32 %394, %35, !dbg !15
  %396 = or disjoint i32 %387, 19, !dbg !14
  %397 = or disjoint i32 %396, %35, !dbg !15
  %398 = or disjoint i32 %387, 18, !dbg !14
  %399 = or disjoint i32 %398, %35, !dbg !15
  %400 = or disjoint i32 %387, 17, !dbg !14
  %401 = or disjoint i32 %400, %35, !dbg !15
  %402 = or disjoint i32 %387, 16, !dbg !14
  %403 = or disjoint i32 %402, %35, !dbg !15
  %404 = or disjoint i32 %387, 11, !dbg !14
  %405 = or disjoint i32 %404, %35, !dbg !15
  %406 = or disjoint i32 %387, 10, !dbg !14
  %407 = or disjoint i32 %406, %35, !dbg !15
  %408 = or disjoint i32 %387, 9, !dbg !14
  %409 = or disjoint i32 %408, %35, !dbg !15
  %410 = or disjoint i32 %387, 8, !dbg !14
  %411 = or disjoint i32 %410, %35, !dbg !15
  %412 = or disjoint i32 %387, 3, !dbg !14
  %413 = or disjoint i32 %412, %35, !dbg !15
  %414 = or disjoint i32 %387, 2, !dbg !14
  %415 = or disjoint i32 %414, %35, !dbg !15
  %416 = or disjoint i32 %387, 1, !dbg !14
  %417 = or disjoint i32 %416, %35, !dbg !15
  %418 = or disjoint i32 %387, %35, !dbg !15
  %419 = or disjoint i32 %20, %24, !dbg !13
  %420 = icmp slt i32 %419, %3, !dbg !36
  %421 = icmp slt i32 %418, %4, !dbg !37
  %422 = icmp slt i32 %417, %4, !dbg !37
  %423 = icmp slt i32 %415, %4, !dbg !37
  %424 = icmp slt i32 %413, %4, !dbg !37
  %425 = icmp slt i32 %411, %4, !dbg !37
  %426 = icmp slt i32 %409, %4, !dbg !37
  %427 = icmp slt i32 %407, %4, !dbg !37
  %428 = icmp slt i32 %405, %4, !dbg !37
  %429 = icmp slt i32 %403, %4, !dbg !37
  %430 = icmp slt i32 %401, %4, !dbg !37
  %431 = icmp slt i32 %399, %4, !dbg !37
  %432 = icmp slt i32 %397, %4, !dbg !37
  %433 = icmp slt i32 %395, %4, !dbg !37
  %434 = icmp slt i32 %393, %4, !dbg !37
  %435 = icmp slt i32 %391, %4, !dbg !37
  %436 = icmp slt i32 %389, %4, !dbg !37
  %437 = and i1 %420, %421, !dbg !38
  %438 = and i1 %420, %422, !dbg !38
  %439 = and i1 %420, %423, !dbg !38
  %440 = and i1 %420, %424, !dbg !38
  %441 = and i1 %420, %425, !dbg !38
  %442 = and i1 %420, %426, !dbg !38
  %443 = and i1 %420, %427, !dbg !38
  %444 = and i1 %420, %428, !dbg !38
  %445 = and i1 %420, %429, !dbg !38
  %446 = and i1 %420, %430, !dbg !38
  %447 = and i1 %420, %431, !dbg !38
  %448 = and i1 %420, %432, !dbg !38
  %449 = and i1 %420, %433, !dbg !38
  %450 = and i1 %420, %434, !dbg !38
  %451 = and i1 %420, %435, !dbg !38
  %452 = and i1 %420, %436, !dbg !38
  %453 = mul i32 %10, %20, !dbg !39
  %454 = mul i32 %10, %24, !dbg !39
  %455 = mul i32 %11, %35, !dbg !39
  %456 = mul i32 %11, %387, !dbg !39
  %457 = mul i32 %11, %416, !dbg !39
  %458 = mul i32 %11, %414, !dbg !39
  %459 = mul i32 %11, %412, !dbg !39
  %460 = mul i32 %11, %410, !dbg !39
  %461 = mul i32 %11, %408, !dbg !39
  %462 = mul i32 %11, %406, !dbg !39
  %463 = mul i32 %11, %404, !dbg !39
  %464 = mul i32 %11, %402, !dbg !39
  %465 = mul i32 %11, %400, !dbg !39
  %466 = mul i32 %11, %398, !dbg !39
  %467 = mul i32 %11, %396, !dbg !39
  %468 = mul i32 %11, %394, !dbg !39
  %469 = mul i32 %11, %392, !dbg !39
  %470 = mul i32 %11, %390, !dbg !39
  %471 = mul i32 %11, %388, !dbg !39
  %472 = add i32 %455, %453, !dbg !39
  %473 = add i32 %454, %472, !dbg !39
  %474 = add i32 %473, %456, !dbg !39
  %475 = add i32 %473, %457, !dbg !39
  %476 = add i32 %473, %458, !dbg !39
  %477 = add i32 %473, %459, !dbg !39
  %478 = add i32 %473, %460, !dbg !39
  %479 = add i32 %473, %461, !dbg !39
  %480 = add i32 %473, %462, !dbg !39
  %481 = add i32 %473, %463, !dbg !39
  %482 = add i32 %473, %464, !dbg !39
  %483 = add i32 %473, %465, !dbg !39
  %484 = add i32 %473, %466, !dbg !39
  %485 = add i32 %473, %467, !dbg !39
  %486 = add i32 %473, %468, !dbg !39
  %487 = add i32 %473, %469, !dbg !39
  %488 = add i32 %473, %470, !dbg !39
  %489 = add i32 %473, %471, !dbg !39
  %490 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !12
  %491 = icmp eq i32 %18, 0, !dbg !12
  %492 = and i1 %437, %491, !dbg !12
  %493 = shl i32 %474, 2, !dbg !12
  %494 = select i1 %492, i32 %493, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %386, ptr addrspace(8) %490, i32 %494, i32 0, i32 0), !dbg !12
  %495 = and i1 %438, %491, !dbg !12
  %496 = shl i32 %475, 2, !dbg !12
  %497 = select i1 %495, i32 %496, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %385, ptr addrspace(8) %490, i32 %497, i32 0, i32 0), !dbg !12
  %498 = and i1 %439, %491, !dbg !12
  %499 = shl i32 %476, 2, !dbg !12
  %500 = select i1 %498, i32 %499, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %384, ptr addrspace(8) %490, i32 %500, i32 0, i32 0), !dbg !12
  %501 = and i1 %440, %491, !dbg !12
  %502 = shl i32 %477, 2, !dbg !12
  %503 = select i1 %501, i32 %502, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %383, ptr addrspace(8) %490, i32 %503, i32 0, i32 0), !dbg !12
  %504 = and i1 %441, %491, !dbg !12
  %505 = shl i32 %478, 2, !dbg !12
  %506 = select i1 %504, i32 %505, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %382, ptr addrspace(8) %490, i32 %506, i32 0, i32 0), !dbg !12
  %507 = and i1 %442, %491, !dbg !12
  %508 = shl i32 %479, 2, !dbg !12
  %509 = select i1 %507, i32 %508, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %381, ptr addrspace(8) %490, i32 %509, i32 0, i32 0), !dbg !12
  %510 = and i1 %443, %491, !dbg !12
  %511 = shl i32 %480, 2, !dbg !12
  %512 = select i1 %510, i32 %511, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %380, ptr addrspace(8) %490, i32 %512, i32 0, i32 0), !dbg !12
  %513 = and i1 %444, %491, !dbg !12
  %514 = shl i32 %481, 2, !dbg !12
  %515 = select i1 %513, i32 %514, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %379, ptr addrspace(8) %490, i32 %515, i32 0, i32 0), !dbg !12
  %516 = and i1 %445, %491, !dbg !12
  %517 = shl i32 %482, 2, !dbg !12
  %518 = select i1 %516, i32 %517, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %378, ptr addrspace(8) %490, i32 %518, i32 0, i32 0), !dbg !12
  %519 = and i1 %446, %491, !dbg !12
  %520 = shl i32 %483, 2, !dbg !12
  %521 = select i1 %519, i32 %520, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %377, ptr addrspace(8) %490, i32 %521, i32 0, i32 0), !dbg !12
  %522 = and i1 %447, %491, !dbg !12
  %523 = shl i32 %484, 2, !dbg !12
  %524 = select i1 %522, i32 %523, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %376, ptr addrspace(8) %490, i32 %524, i32 0, i32 0), !dbg !12
  %525 = and i1 %448, %491, !dbg !12
  %526 = shl i32 %485, 2, !dbg !12
  %527 = select i1 %525, i32 %526, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %375, ptr addrspace(8) %490, i32 %527, i32 0, i32 0), !dbg !12
  %528 = and i1 %449, %491, !dbg !12
  %529 = shl i32 %486, 2, !dbg !12
  %530 = select i1 %528, i32 %529, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %374, ptr addrspace(8) %490, i32 %530, i32 0, i32 0), !dbg !12
  %531 = and i1 %450, %491, !dbg !12
  %532 = shl i32 %487, 2, !dbg !12
  %533 = select i1 %531, i32 %532, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %373, ptr addrspace(8) %490, i32 %533, i32 0, i32 0), !dbg !12
  %534 = and i1 %451, %491, !dbg !12
  %535 = shl i32 %488, 2, !dbg !12
  %536 = select i1 %534, i32 %535, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %372, ptr addrspace(8) %490, i32 %536, i32 0, i32 0), !dbg !12
  %537 = and i1 %452, %491, !dbg !12
  %538 = shl i32 %489, 2, !dbg !12
  %539 = select i1 %537, i32 %538, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %371, ptr addrspace(8) %490, i32 %539, i32 0, i32 0), !dbg !12
  ret void, !dbg !40
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) captures(none)) #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat>, <8 x bfloat>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #8

attributes #0 = { norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

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
!21 = !DILocation(line: 189, column: 71, scope: !4)
!22 = !DILocation(line: 189, column: 22, scope: !4)
!23 = !DILocation(line: 190, column: 91, scope: !4)
!24 = !DILocation(line: 187, column: 5, scope: !4)
!25 = !DILocation(line: 189, column: 91, scope: !4)
!26 = !DILocation(line: 189, column: 70, scope: !4)
!27 = !DILocation(line: 189, column: 14, scope: !4)
!28 = !DILocation(line: 190, column: 71, scope: !4)
!29 = !DILocation(line: 190, column: 70, scope: !4)
!30 = !DILocation(line: 190, column: 22, scope: !4)
!31 = !DILocation(line: 190, column: 14, scope: !4)
!32 = !DILocation(line: 43, column: 12, scope: !17, inlinedAt: !19)
!33 = !DILocation(line: 188, column: 14, scope: !4)
!34 = !{!"amdgpu-synchronize-as", !"local"}
!35 = !DILocation(line: 191, column: 16, scope: !4)
!36 = !DILocation(line: 192, column: 91, scope: !4)
!37 = !DILocation(line: 192, column: 111, scope: !4)
!38 = !DILocation(line: 192, column: 90, scope: !4)
!39 = !DILocation(line: 192, column: 14, scope: !4)
!40 = !DILocation(line: 180, column: 1, scope: !4)
