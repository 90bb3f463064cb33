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
  %43 = icmp slt i32 %35, %3, !dbg !21
  %44 = icmp slt i32 %36, %3, !dbg !21
  %45 = icmp slt i32 %37, %3, !dbg !21
  %46 = icmp slt i32 %38, %3, !dbg !21
  %47 = mul i32 %6, %20, !dbg !22
  %48 = icmp slt i32 %41, %4, !dbg !23
  %49 = icmp sgt i32 %42, 31, !dbg !24
  %50 = icmp slt i32 %24, %5, !dbg !25
  %51 = and i1 %50, %43, !dbg !26
  %52 = and i1 %50, %44, !dbg !26
  %53 = and i1 %50, %45, !dbg !26
  %54 = and i1 %50, %46, !dbg !26
  %55 = mul i32 %30, %6, !dbg !22
  %56 = mul i32 %31, %6, !dbg !22
  %57 = mul i32 %32, %6, !dbg !22
  %58 = mul i32 %33, %6, !dbg !22
  %59 = mul i32 %7, %24, !dbg !22
  %60 = add i32 %55, %59, !dbg !22
  %61 = add i32 %56, %59, !dbg !22
  %62 = add i32 %57, %59, !dbg !22
  %63 = add i32 %58, %59, !dbg !22
  %64 = add i32 %60, %47, !dbg !22
  %65 = add i32 %61, %47, !dbg !22
  %66 = add i32 %62, %47, !dbg !22
  %67 = add i32 %63, %47, !dbg !22
  %68 = and i1 %49, %51, !dbg !24
  %69 = and i1 %49, %52, !dbg !24
  %70 = and i1 %49, %53, !dbg !24
  %71 = and i1 %49, %54, !dbg !24
  %72 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !27
  %73 = shl i32 %64, 2, !dbg !27
  %74 = select i1 %68, i32 %73, i32 -2147483648, !dbg !27
  %75 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %72, i32 %74, i32 0, i32 0), !dbg !27
  %76 = shl i32 %65, 2, !dbg !27
  %77 = select i1 %69, i32 %76, i32 -2147483648, !dbg !27
  %78 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %72, i32 %77, i32 0, i32 0), !dbg !27
  %79 = shl i32 %66, 2, !dbg !27
  %80 = select i1 %70, i32 %79, i32 -2147483648, !dbg !27
  %81 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %72, i32 %80, i32 0, i32 0), !dbg !27
  %82 = shl i32 %67, 2, !dbg !27
  %83 = select i1 %71, i32 %82, i32 -2147483648, !dbg !27
  %84 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %72, i32 %83, i32 0, i32 0), !dbg !27
  %85 = icmp slt i32 %26, %5, !dbg !28
  %86 = icmp slt i32 %27, %5, !dbg !28
  %87 = icmp slt i32 %28, %5, !dbg !28
  %88 = icmp slt i32 %29, %5, !dbg !28
  %89 = and i1 %48, %85, !dbg !29
  %90 = and i1 %48, %86, !dbg !29
  %91 = and i1 %48, %87, !dbg !29
  %92 = and i1 %48, %88, !dbg !29
  %93 = mul i32 %26, %8, !dbg !30
  %94 = mul i32 %27, %8, !dbg !30
  %95 = mul i32 %28, %8, !dbg !30
  %96 = mul i32 %29, %8, !dbg !30
  %97 = mul i32 %9, %40, !dbg !30
  %98 = mul i32 %9, %24, !dbg !30
  %99 = add i32 %93, %98, !dbg !30
  %100 = add i32 %94, %98, !dbg !30
  %101 = add i32 %95, %98, !dbg !30
  %102 = add i32 %96, %98, !dbg !30
  %103 = add i32 %99, %97, !dbg !30
  %104 = add i32 %100, %97, !dbg !30
  %105 = add i32 %101, %97, !dbg !30
  %106 = add i32 %102, %97, !dbg !30
  %107 = and i1 %49, %89, !dbg !24
  %108 = and i1 %49, %90, !dbg !24
  %109 = and i1 %49, %91, !dbg !24
  %110 = and i1 %49, %92, !dbg !24
  %111 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !31
  %112 = shl i32 %103, 2, !dbg !31
  %113 = select i1 %107, i32 %112, i32 -2147483648, !dbg !31
  %114 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %111, i32 %113, i32 0, i32 0), !dbg !31
  %115 = bitcast float %114 to <1 x float>, !dbg !31
  %116 = shl i32 %104, 2, !dbg !31
  %117 = select i1 %108, i32 %116, i32 -2147483648, !dbg !31
  %118 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %111, i32 %117, i32 0, i32 0), !dbg !31
  %119 = bitcast float %118 to <1 x float>, !dbg !31
  %120 = shl i32 %105, 2, !dbg !31
  %121 = select i1 %109, i32 %120, i32 -2147483648, !dbg !31
  %122 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %111, i32 %121, i32 0, i32 0), !dbg !31
  %123 = bitcast float %122 to <1 x float>, !dbg !31
  %124 = shl i32 %106, 2, !dbg !31
  %125 = select i1 %110, i32 %124, i32 -2147483648, !dbg !31
  %126 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %111, i32 %125, i32 0, i32 0), !dbg !31
  %127 = bitcast float %126 to <1 x float>, !dbg !31
  %128 = shl nuw nsw i32 %23, 2, !dbg !27
  %129 = lshr exact i32 %25, 2, !dbg !27
  %130 = xor i32 %129, %128, !dbg !27
  %131 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %130, !dbg !27
  store float %75, ptr addrspace(3) %131, align 4, !dbg !27
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) %131, i32 2048, !dbg !27
  store float %81, ptr addrspace(3) %132, align 4, !dbg !27
  %133 = xor i32 %130, 1088, !dbg !27
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %133, !dbg !27
  store float %78, ptr addrspace(3) %134, align 4, !dbg !27
  %135 = getelementptr inbounds nuw i8, ptr addrspace(3) %134, i32 2048, !dbg !27
  store float %84, ptr addrspace(3) %135, align 4, !dbg !27
  %136 = and i32 %15, 15, !dbg !31
  %137 = shl nuw nsw i32 %136, 7, !dbg !31
  %138 = shl nuw nsw i32 %136, 3, !dbg !31
  %139 = and i32 %15, 16, !dbg !31
  %140 = icmp eq i32 %139, 0, !dbg !31
  %141 = select i1 %140, i32 0, i32 2056, !dbg !31
  %142 = xor i32 %141, %138, !dbg !31
  %143 = xor i32 %142, %129, !dbg !31
  %144 = or disjoint i32 %143, %137, !dbg !31
  %145 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %144, !dbg !31
  %146 = shufflevector <1 x float> %115, <1 x float> %119, <2 x i32> <i32 0, i32 1>, !dbg !31
  store <2 x float> %146, ptr addrspace(3) %145, align 8, !dbg !31
  %147 = xor i32 %144, 64, !dbg !31
  %148 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %147, !dbg !31
  %149 = shufflevector <1 x float> %123, <1 x float> %127, <2 x i32> <i32 0, i32 1>, !dbg !31
  store <2 x float> %149, ptr addrspace(3) %148, align 8, !dbg !31
  %150 = icmp sgt i32 %42, 63, !dbg !24
  br i1 %150, label %.lr.ph, label %._crit_edge, !dbg !24

.lr.ph:                                           ; preds = %14
  %151 = lshr i32 %42, 5, !dbg !32
  %152 = shl nuw nsw i32 %24, 7
  %153 = lshr exact i32 %34, 2
  %154 = xor i32 %138, %153
  %155 = or disjoint i32 %154, %152
  %156 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %155
  %157 = xor i32 %155, 16
  %158 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %157
  %159 = xor i32 %155, 32
  %160 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %159
  %161 = xor i32 %155, 48
  %162 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %161
  %163 = xor i32 %155, 64
  %164 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %163
  %165 = xor i32 %155, 80
  %166 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %165
  %167 = xor i32 %155, 96
  %168 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %167
  %169 = xor i32 %155, 112
  %170 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %169
  %.reass = xor i32 %153, %142
  %171 = or disjoint i32 %.reass, %137
  %172 = xor i32 %171, 16
  %173 = xor i32 %171, 32
  %174 = xor i32 %171, 48
  %175 = xor i32 %171, 64
  %176 = xor i32 %171, 80
  %177 = xor i32 %171, 96
  %178 = xor i32 %171, 112
  %smax = add nsw i32 %151, -1, !dbg !24
  %179 = or disjoint i32 %26, 32, !dbg !33
  %180 = or disjoint i32 %26, 33, !dbg !33
  %181 = or disjoint i32 %26, 48, !dbg !33
  %182 = or disjoint i32 %26, 49, !dbg !33
  %183 = or disjoint i32 %24, 32, !dbg !33
  %184 = icmp samesign ult i32 %183, %5, !dbg !25
  %185 = and i1 %43, %184, !dbg !26
  %186 = and i1 %44, %184, !dbg !26
  %187 = and i1 %45, %184, !dbg !26
  %188 = and i1 %46, %184, !dbg !26
  %189 = shl i32 %7, 5, !dbg !22
  %190 = add i32 %189, %47, !dbg !22
  %191 = add i32 %190, %60, !dbg !22
  %192 = add i32 %190, %61, !dbg !22
  %193 = add i32 %190, %62, !dbg !22
  %194 = add i32 %190, %63, !dbg !22
  %195 = shl i32 %191, 2, !dbg !27
  %196 = select i1 %185, i32 %195, i32 -2147483648, !dbg !27
  %197 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %72, i32 %196, i32 0, i32 0), !dbg !27
  %198 = shl i32 %192, 2, !dbg !27
  %199 = select i1 %186, i32 %198, i32 -2147483648, !dbg !27
  %200 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %72, i32 %199, i32 0, i32 0), !dbg !27
  %201 = shl i32 %193, 2, !dbg !27
  %202 = select i1 %187, i32 %201, i32 -2147483648, !dbg !27
  %203 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %72, i32 %202, i32 0, i32 0), !dbg !27
  %204 = shl i32 %194, 2, !dbg !27
  %205 = select i1 %188, i32 %204, i32 -2147483648, !dbg !27
  %206 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %72, i32 %205, i32 0, i32 0), !dbg !27
  fence syncscope("workgroup") release, !dbg !27, !mmra !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27, !mmra !34
  %207 = load <2 x float>, ptr addrspace(3) %156, align 8, !dbg !27
  %208 = load <2 x float>, ptr addrspace(3) %158, align 8, !dbg !27
  %209 = load <2 x float>, ptr addrspace(3) %160, align 8, !dbg !27
  %210 = load <2 x float>, ptr addrspace(3) %162, align 8, !dbg !27
  %211 = load <2 x float>, ptr addrspace(3) %164, align 8, !dbg !27
  %212 = load <2 x float>, ptr addrspace(3) %166, align 8, !dbg !27
  %213 = load <2 x float>, ptr addrspace(3) %168, align 8, !dbg !27
  %214 = load <2 x float>, ptr addrspace(3) %170, align 8, !dbg !27
  %215 = icmp samesign ult i32 %179, %5, !dbg !28
  %216 = icmp samesign ult i32 %180, %5, !dbg !28
  %217 = icmp samesign ult i32 %181, %5, !dbg !28
  %218 = icmp samesign ult i32 %182, %5, !dbg !28
  %219 = and i1 %48, %215, !dbg !29
  %220 = and i1 %48, %216, !dbg !29
  %221 = and i1 %48, %217, !dbg !29
  %222 = and i1 %48, %218, !dbg !29
  %223 = shl i32 %8, 5, !dbg !30
  %224 = add i32 %223, %97, !dbg !30
  %225 = add i32 %224, %99, !dbg !30
  %226 = add i32 %224, %100, !dbg !30
  %227 = add i32 %224, %101, !dbg !30
  %228 = add i32 %224, %102, !dbg !30
  %229 = shl i32 %225, 2, !dbg !31
  %230 = select i1 %219, i32 %229, i32 -2147483648, !dbg !31
  %231 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %111, i32 %230, i32 0, i32 0), !dbg !31
  %232 = bitcast float %231 to <1 x float>, !dbg !31
  %233 = shl i32 %226, 2, !dbg !31
  %234 = select i1 %220, i32 %233, i32 -2147483648, !dbg !31
  %235 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %111, i32 %234, i32 0, i32 0), !dbg !31
  %236 = bitcast float %235 to <1 x float>, !dbg !31
  %237 = shl i32 %227, 2, !dbg !31
  %238 = select i1 %221, i32 %237, i32 -2147483648, !dbg !31
  %239 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %111, i32 %238, i32 0, i32 0), !dbg !31
  %240 = bitcast float %239 to <1 x float>, !dbg !31
  %241 = shl i32 %228, 2, !dbg !31
  %242 = select i1 %222, i32 %241, i32 -2147483648, !dbg !31
  %243 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %111, i32 %242, i32 0, i32 0), !dbg !31
  %244 = bitcast float %243 to <1 x float>, !dbg !31
  %245 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %171, !dbg !31
  %246 = load <2 x float>, ptr addrspace(3) %245, align 8, !dbg !31
  %247 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %172, !dbg !31
  %248 = load <2 x float>, ptr addrspace(3) %247, align 8, !dbg !31
  %249 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %173, !dbg !31
  %250 = load <2 x float>, ptr addrspace(3) %249, align 8, !dbg !31
  %251 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %174, !dbg !31
  %252 = load <2 x float>, ptr addrspace(3) %251, align 8, !dbg !31
  %253 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %175, !dbg !31
  %254 = load <2 x float>, ptr addrspace(3) %253, align 8, !dbg !31
  %255 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %176, !dbg !31
  %256 = load <2 x float>, ptr addrspace(3) %255, align 8, !dbg !31
  %257 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %177, !dbg !31
  %258 = load <2 x float>, ptr addrspace(3) %257, align 8, !dbg !31
  %259 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %178, !dbg !31
  %260 = load <2 x float>, ptr addrspace(3) %259, align 8, !dbg !31
  %261 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %207), !dbg !35
  %262 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %208), !dbg !35
  %263 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %209), !dbg !35
  %264 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %210), !dbg !35
  %265 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %211), !dbg !35
  %266 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %212), !dbg !35
  %267 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %213), !dbg !35
  %268 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %214), !dbg !35
  %269 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %246), !dbg !35
  %270 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %248), !dbg !35
  %271 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %250), !dbg !35
  %272 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %252), !dbg !35
  %273 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %254), !dbg !35
  %274 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %256), !dbg !35
  %275 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %258), !dbg !35
  %276 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %260), !dbg !35
  %277 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %269, <2 x float> %261, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !35
  %278 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %270, <2 x float> %262, <16 x float> %277, i32 0, i32 0, i32 0), !dbg !35
  %279 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %271, <2 x float> %263, <16 x float> %278, i32 0, i32 0, i32 0), !dbg !35
  %280 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %272, <2 x float> %264, <16 x float> %279, i32 0, i32 0, i32 0), !dbg !35
  %281 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %273, <2 x float> %265, <16 x float> %280, i32 0, i32 0, i32 0), !dbg !35
  %282 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %274, <2 x float> %266, <16 x float> %281, i32 0, i32 0, i32 0), !dbg !35
  %283 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %275, <2 x float> %267, <16 x float> %282, i32 0, i32 0, i32 0), !dbg !35
  %284 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %276, <2 x float> %268, <16 x float> %283, i32 0, i32 0, i32 0), !dbg !35
  %285 = extractelement <16 x float> %284, i64 0, !dbg !35
  %286 = extractelement <16 x float> %284, i64 1, !dbg !35
  %287 = extractelement <16 x float> %284, i64 2, !dbg !35
  %288 = extractelement <16 x float> %284, i64 3, !dbg !35
  %289 = extractelement <16 x float> %284, i64 4, !dbg !35
  %290 = extractelement <16 x float> %284, i64 5, !dbg !35
  %291 = extractelement <16 x float> %284, i64 6, !dbg !35
  %292 = extractelement <16 x float> %284, i64 7, !dbg !35
  %293 = extractelement <16 x float> %284, i64 8, !dbg !35
  %294 = extractelement <16 x float> %284, i64 9, !dbg !35
  %295 = extractelement <16 x float> %284, i64 10, !dbg !35
  %296 = extractelement <16 x float> %284, i64 11, !dbg !35
  %297 = extractelement <16 x float> %284, i64 12, !dbg !35
  %298 = extractelement <16 x float> %284, i64 13, !dbg !35
  %299 = extractelement <16 x float> %284, i64 14, !dbg !35
  %300 = extractelement <16 x float> %284, i64 15, !dbg !35
  fence syncscope("workgroup") release, !dbg !27, !mmra !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27, !mmra !34
  store float %197, ptr addrspace(3) %131, align 4, !dbg !27
  store float %203, ptr addrspace(3) %132, align 4, !dbg !27
  store float %200, ptr addrspace(3) %134, align 4, !dbg !27
  store float %206, ptr addrspace(3) %135, align 4, !dbg !27
  %301 = shufflevector <1 x float> %232, <1 x float> %236, <2 x i32> <i32 0, i32 1>, !dbg !31
  store <2 x float> %301, ptr addrspace(3) %145, align 8, !dbg !31
  %302 = shufflevector <1 x float> %240, <1 x float> %244, <2 x i32> <i32 0, i32 1>, !dbg !31
  store <2 x float> %302, ptr addrspace(3) %148, align 8, !dbg !31
  %exitcond.peel.not = icmp eq i32 %smax, 1, !dbg !24
  br i1 %exitcond.peel.not, label %._crit_edge, label %.peel.next, !dbg !24

.peel.next:                                       ; preds = %.lr.ph
  %303 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %171
  %304 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %172
  %305 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %173
  %306 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %174
  %307 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %175
  %308 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %176
  %309 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %177
  %310 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %178
  br label %311, !dbg !24

311:                                              ; preds = %.peel.next, %311
  %312 = phi float [ %285, %.peel.next ], [ %445, %311 ]
  %313 = phi float [ %286, %.peel.next ], [ %446, %311 ]
  %314 = phi float [ %287, %.peel.next ], [ %447, %311 ]
  %315 = phi float [ %288, %.peel.next ], [ %448, %311 ]
  %316 = phi float [ %289, %.peel.next ], [ %449, %311 ]
  %317 = phi float [ %290, %.peel.next ], [ %450, %311 ]
  %318 = phi float [ %291, %.peel.next ], [ %451, %311 ]
  %319 = phi float [ %292, %.peel.next ], [ %452, %311 ]
  %320 = phi float [ %293, %.peel.next ], [ %453, %311 ]
  %321 = phi float [ %294, %.peel.next ], [ %454, %311 ]
  %322 = phi float [ %295, %.peel.next ], [ %455, %311 ]
  %323 = phi float [ %296, %.peel.next ], [ %456, %311 ]
  %324 = phi float [ %297, %.peel.next ], [ %457, %311 ]
  %325 = phi float [ %298, %.peel.next ], [ %458, %311 ]
  %326 = phi float [ %299, %.peel.next ], [ %459, %311 ]
  %327 = phi float [ %300, %.peel.next ], [ %460, %311 ]
  %328 = phi i32 [ 1, %.peel.next ], [ %329, %311 ]
  %329 = add nuw nsw i32 %328, 1, !dbg !24
  %330 = shl nuw nsw i32 %329, 5, !dbg !33
  %331 = or disjoint i32 %330, %26, !dbg !33
  %332 = or disjoint i32 %330, %27, !dbg !33
  %333 = or disjoint i32 %330, %28, !dbg !33
  %334 = or disjoint i32 %330, %29, !dbg !33
  %335 = or disjoint i32 %330, %24, !dbg !33
  %336 = icmp slt i32 %335, %5, !dbg !25
  %337 = and i1 %43, %336, !dbg !26
  %338 = and i1 %44, %336, !dbg !26
  %339 = and i1 %45, %336, !dbg !26
  %340 = and i1 %46, %336, !dbg !26
  %341 = mul i32 %330, %7, !dbg !22
  %342 = add i32 %341, %47, !dbg !22
  %343 = add i32 %342, %60, !dbg !22
  %344 = add i32 %342, %61, !dbg !22
  %345 = add i32 %342, %62, !dbg !22
  %346 = add i32 %342, %63, !dbg !22
  %347 = shl i32 %343, 2, !dbg !27
  %348 = select i1 %337, i32 %347, i32 -2147483648, !dbg !27
  %349 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %72, i32 %348, i32 0, i32 0), !dbg !27
  %350 = shl i32 %344, 2, !dbg !27
  %351 = select i1 %338, i32 %350, i32 -2147483648, !dbg !27
  %352 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %72, i32 %351, i32 0, i32 0), !dbg !27
  %353 = shl i32 %345, 2, !dbg !27
  %354 = select i1 %339, i32 %353, i32 -2147483648, !dbg !27
  %355 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %72, i32 %354, i32 0, i32 0), !dbg !27
  %356 = shl i32 %346, 2, !dbg !27
  %357 = select i1 %340, i32 %356, i32 -2147483648, !dbg !27
  %358 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %72, i32 %357, i32 0, i32 0), !dbg !27
  fence syncscope("workgroup") release, !dbg !27, !mmra !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27, !mmra !34
  %359 = load <2 x float>, ptr addrspace(3) %156, align 8, !dbg !27
  %360 = load <2 x float>, ptr addrspace(3) %158, align 8, !dbg !27
  %361 = load <2 x float>, ptr addrspace(3) %160, align 8, !dbg !27
  %362 = load <2 x float>, ptr addrspace(3) %162, align 8, !dbg !27
  %363 = load <2 x float>, ptr addrspace(3) %164, align 8, !dbg !27
  %364 = load <2 x float>, ptr addrspace(3) %166, align 8, !dbg !27
  %365 = load <2 x float>, ptr addrspace(3) %168, align 8, !dbg !27
  %366 = load <2 x float>, ptr addrspace(3) %170, align 8, !dbg !27
  %367 = icmp slt i32 %331, %5, !dbg !28
  %368 = icmp slt i32 %332, %5, !dbg !28
  %369 = icmp slt i32 %333, %5, !dbg !28
  %370 = icmp slt i32 %334, %5, !dbg !28
  %371 = and i1 %48, %367, !dbg !29
  %372 = and i1 %48, %368, !dbg !29
  %373 = and i1 %48, %369, !dbg !29
  %374 = and i1 %48, %370, !dbg !29
  %375 = mul i32 %330, %8, !dbg !30
  %376 = add i32 %375, %97, !dbg !30
  %377 = add i32 %376, %99, !dbg !30
  %378 = add i32 %376, %100, !dbg !30
  %379 = add i32 %376, %101, !dbg !30
  %380 = add i32 %376, %102, !dbg !30
  %381 = shl i32 %377, 2, !dbg !31
  %382 = select i1 %371, i32 %381, i32 -2147483648, !dbg !31
  %383 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %111, i32 %382, i32 0, i32 0), !dbg !31
  %384 = bitcast float %383 to <1 x float>, !dbg !31
  %385 = shl i32 %378, 2, !dbg !31
  %386 = select i1 %372, i32 %385, i32 -2147483648, !dbg !31
  %387 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %111, i32 %386, i32 0, i32 0), !dbg !31
  %388 = bitcast float %387 to <1 x float>, !dbg !31
  %389 = shl i32 %379, 2, !dbg !31
  %390 = select i1 %373, i32 %389, i32 -2147483648, !dbg !31
  %391 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %111, i32 %390, i32 0, i32 0), !dbg !31
  %392 = bitcast float %391 to <1 x float>, !dbg !31
  %393 = shl i32 %380, 2, !dbg !31
  %394 = select i1 %374, i32 %393, i32 -2147483648, !dbg !31
  %395 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %111, i32 %394, i32 0, i32 0), !dbg !31
  %396 = bitcast float %395 to <1 x float>, !dbg !31
  %397 = load <2 x float>, ptr addrspace(3) %303, align 8, !dbg !31
  %398 = load <2 x float>, ptr addrspace(3) %304, align 8, !dbg !31
  %399 = load <2 x float>, ptr addrspace(3) %305, align 8, !dbg !31
  %400 = load <2 x float>, ptr addrspace(3) %306, align 8, !dbg !31
  %401 = load <2 x float>, ptr addrspace(3) %307, align 8, !dbg !31
  %402 = load <2 x float>, ptr addrspace(3) %308, align 8, !dbg !31
  %403 = load <2 x float>, ptr addrspace(3) %309, align 8, !dbg !31
  %404 = load <2 x float>, ptr addrspace(3) %310, align 8, !dbg !31
  %405 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %359), !dbg !35
  %406 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %360), !dbg !35
  %407 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %361), !dbg !35
  %408 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %362), !dbg !35
  %409 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %363), !dbg !35
  %410 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %364), !dbg !35
  %411 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %365), !dbg !35
  %412 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %366), !dbg !35
  %413 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %397), !dbg !35
  %414 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %398), !dbg !35
  %415 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %399), !dbg !35
  %416 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %400), !dbg !35
  %417 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %401), !dbg !35
  %418 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %402), !dbg !35
  %419 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %403), !dbg !35
  %420 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %404), !dbg !35
  %421 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %312, i64 0, !dbg !35
  %422 = insertelement <16 x float> %421, float %313, i64 1, !dbg !35
  %423 = insertelement <16 x float> %422, float %314, i64 2, !dbg !35
  %424 = insertelement <16 x float> %423, float %315, i64 3, !dbg !35
  %425 = insertelement <16 x float> %424, float %316, i64 4, !dbg !35
  %426 = insertelement <16 x float> %425, float %317, i64 5, !dbg !35
  %427 = insertelement <16 x float> %426, float %318, i64 6, !dbg !35
  %428 = insertelement <16 x float> %427, float %319, i64 7, !dbg !35
  %429 = insertelement <16 x float> %428, float %320, i64 8, !dbg !35
  %430 = insertelement <16 x float> %429, float %321, i64 9, !dbg !35
  %431 = insertelement <16 x float> %430, float %322, i64 10, !dbg !35
  %432 = insertelement <16 x float> %431, float %323, i64 11, !dbg !35
  %433 = insertelement <16 x float> %432, float %324, i64 12, !dbg !35
  %434 = insertelement <16 x float> %433, float %325, i64 13, !dbg !35
  %435 = insertelement <16 x float> %434, float %326, i64 14, !dbg !35
  %436 = insertelement <16 x float> %435, float %327, i64 15, !dbg !35
  %437 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %413, <2 x float> %405, <16 x float> %436, i32 0, i32 0, i32 0), !dbg !35
  %438 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %414, <2 x float> %406, <16 x float> %437, i32 0, i32 0, i32 0), !dbg !35
  %439 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %415, <2 x float> %407, <16 x float> %438, i32 0, i32 0, i32 0), !dbg !35
  %440 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %416, <2 x float> %408, <16 x float> %439, i32 0, i32 0, i32 0), !dbg !35
  %441 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %417, <2 x float> %409, <16 x float> %440, i32 0, i32 0, i32 0), !dbg !35
  %442 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %418, <2 x float> %410, <16 x float> %441, i32 0, i32 0, i32 0), !dbg !35
  %443 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %419, <2 x float> %411, <16 x float> %442, i32 0, i32 0, i32 0), !dbg !35
  %444 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %420, <2 x float> %412, <16 x float> %443, i32 0, i32 0, i32 0), !dbg !35
  %445 = extractelement <16 x float> %444, i64 0, !dbg !35
  %446 = extractelement <16 x float> %444, i64 1, !dbg !35
  %447 = extractelement <16 x float> %444, i64 2, !dbg !35
  %448 = extractelement <16 x float> %444, i64 3, !dbg !35
  %449 = extractelement <16 x float> %444, i64 4, !dbg !35
  %450 = extractelement <16 x float> %444, i64 5, !dbg !35
  %451 = extractelement <16 x float> %444, i64 6, !dbg !35
  %452 = extractelement <16 x float> %444, i64 7, !dbg !35
  %453 = extractelement <16 x float> %444, i64 8, !dbg !35
  %454 = extractelement <16 x float> %444, i64 9, !dbg !35
  %455 = extractelement <16 x float> %444, i64 10, !dbg !35
  %456 = extractelement <16 x float> %444, i64 11, !dbg !35
  %457 = extractelement <16 x float> %444, i64 12, !dbg !35
  %458 = extractelement <16 x float> %444, i64 13, !dbg !35
  %459 = extractelement <16 x float> %444, i64 14, !dbg !35
  %460 = extractelement <16 x float> %444, i64 15, !dbg !35
  fence syncscope("workgroup") release, !dbg !27, !mmra !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27, !mmra !34
  store float %349, ptr addrspace(3) %131, align 4, !dbg !27
  store float %355, ptr addrspace(3) %132, align 4, !dbg !27
  store float %352, ptr addrspace(3) %134, align 4, !dbg !27
  store float %358, ptr addrspace(3) %135, align 4, !dbg !27
  %461 = shufflevector <1 x float> %384, <1 x float> %388, <2 x i32> <i32 0, i32 1>, !dbg !31
  store <2 x float> %461, ptr addrspace(3) %145, align 8, !dbg !31
  %462 = shufflevector <1 x float> %392, <1 x float> %396, <2 x i32> <i32 0, i32 1>, !dbg !31
  store <2 x float> %462, ptr addrspace(3) %148, align 8, !dbg !31
  %exitcond.not = icmp eq i32 %329, %smax, !dbg !24
  br i1 %exitcond.not, label %._crit_edge, label %311, !dbg !24, !llvm.loop !36

._crit_edge:                                      ; preds = %311, %.lr.ph, %14
  %463 = phi float [ 0.000000e+00, %14 ], [ %285, %.lr.ph ], [ %445, %311 ]
  %464 = phi float [ 0.000000e+00, %14 ], [ %286, %.lr.ph ], [ %446, %311 ]
  %465 = phi float [ 0.000000e+00, %14 ], [ %287, %.lr.ph ], [ %447, %311 ]
  %466 = phi float [ 0.000000e+00, %14 ], [ %288, %.lr.ph ], [ %448, %311 ]
  %467 = phi float [ 0.000000e+00, %14 ], [ %289, %.lr.ph ], [ %449, %311 ]
  %468 = phi float [ 0.000000e+00, %14 ], [ %290, %.lr.ph ], [ %450, %311 ]
  %469 = phi float [ 0.000000e+00, %14 ], [ %291, %.lr.ph ], [ %451, %311 ]
  %470 = phi float [ 0.000000e+00, %14 ], [ %292, %.lr.ph ], [ %452, %311 ]
  %471 = phi float [ 0.000000e+00, %14 ], [ %293, %.lr.ph ], [ %453, %311 ]
  %472 = phi float [ 0.000000e+00, %14 ], [ %294, %.lr.ph ], [ %454, %311 ]
  %473 = phi float [ 0.000000e+00, %14 ], [ %295, %.lr.ph ], [ %455, %311 ]
  %474 = phi float [ 0.000000e+00, %14 ], [ %296, %.lr.ph ], [ %456, %311 ]
  %475 = phi float [ 0.000000e+00, %14 ], [ %297, %.lr.ph ], [ %457, %311 ]
  %476 = phi float [ 0.000000e+00, %14 ], [ %298, %.lr.ph ], [ %458, %311 ]
  %477 = phi float [ 0.000000e+00, %14 ], [ %299, %.lr.ph ], [ %459, %311 ]
  %478 = phi float [ 0.000000e+00, %14 ], [ %300, %.lr.ph ], [ %460, %311 ]
  fence syncscope("workgroup") release, !dbg !27, !mmra !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27, !mmra !34
  br i1 %49, label %479, label %._crit_edge._crit_edge, !dbg !35

479:                                              ; preds = %._crit_edge
  %480 = lshr exact i32 %34, 2, !dbg !27
  %481 = xor i32 %480, %138, !dbg !31
  %482 = xor i32 %481, %141, !dbg !31
  %483 = or disjoint i32 %482, %137, !dbg !31
  %484 = xor i32 %483, 112, !dbg !31
  %485 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %484, !dbg !31
  %486 = load <2 x float>, ptr addrspace(3) %485, align 8, !dbg !31
  %487 = xor i32 %483, 96, !dbg !31
  %488 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %487, !dbg !31
  %489 = load <2 x float>, ptr addrspace(3) %488, align 8, !dbg !31
  %490 = xor i32 %483, 80, !dbg !31
  %491 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %490, !dbg !31
  %492 = load <2 x float>, ptr addrspace(3) %491, align 8, !dbg !31
  %493 = xor i32 %483, 64, !dbg !31
  %494 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %493, !dbg !31
  %495 = load <2 x float>, ptr addrspace(3) %494, align 8, !dbg !31
  %496 = xor i32 %483, 48, !dbg !31
  %497 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %496, !dbg !31
  %498 = load <2 x float>, ptr addrspace(3) %497, align 8, !dbg !31
  %499 = xor i32 %483, 32, !dbg !31
  %500 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %499, !dbg !31
  %501 = load <2 x float>, ptr addrspace(3) %500, align 8, !dbg !31
  %502 = xor i32 %483, 16, !dbg !31
  %503 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %502, !dbg !31
  %504 = load <2 x float>, ptr addrspace(3) %503, align 8, !dbg !31
  %505 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %483, !dbg !31
  %506 = load <2 x float>, ptr addrspace(3) %505, align 8, !dbg !31
  %507 = shl nuw nsw i32 %24, 7, !dbg !27
  %508 = or disjoint i32 %481, %507, !dbg !27
  %509 = xor i32 %508, 112, !dbg !27
  %510 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %509, !dbg !27
  %511 = load <2 x float>, ptr addrspace(3) %510, align 8, !dbg !27
  %512 = xor i32 %508, 96, !dbg !27
  %513 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %512, !dbg !27
  %514 = load <2 x float>, ptr addrspace(3) %513, align 8, !dbg !27
  %515 = xor i32 %508, 80, !dbg !27
  %516 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %515, !dbg !27
  %517 = load <2 x float>, ptr addrspace(3) %516, align 8, !dbg !27
  %518 = xor i32 %508, 64, !dbg !27
  %519 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %518, !dbg !27
  %520 = load <2 x float>, ptr addrspace(3) %519, align 8, !dbg !27
  %521 = xor i32 %508, 48, !dbg !27
  %522 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %521, !dbg !27
  %523 = load <2 x float>, ptr addrspace(3) %522, align 8, !dbg !27
  %524 = xor i32 %508, 32, !dbg !27
  %525 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %524, !dbg !27
  %526 = load <2 x float>, ptr addrspace(3) %525, align 8, !dbg !27
  %527 = xor i32 %508, 16, !dbg !27
  %528 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %527, !dbg !27
  %529 = load <2 x float>, ptr addrspace(3) %528, align 8, !dbg !27
  %530 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %508, !dbg !27
  %531 = load <2 x float>, ptr addrspace(3) %530, align 8, !dbg !27
  %532 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %531), !dbg !35
  %533 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %529), !dbg !35
  %534 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %526), !dbg !35
  %535 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %523), !dbg !35
  %536 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %520), !dbg !35
  %537 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %517), !dbg !35
  %538 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %514), !dbg !35
  %539 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %511), !dbg !35
  %540 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %506), !dbg !35
  %541 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %504), !dbg !35
  %542 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %501), !dbg !35
  %543 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %498), !dbg !35
  %544 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %495), !dbg !35
  %545 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %492), !dbg !35
  %546 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %489), !dbg !35
  %547 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %486), !dbg !35
  %548 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %463, i64 0, !dbg !35
  %549 = insertelement <16 x float> %548, float %464, i64 1, !dbg !35
  %550 = insertelement <16 x float> %549, float %465, i64 2, !dbg !35
  %551 = insertelement <16 x float> %550, float %466, i64 3, !dbg !35
  %552 = insertelement <16 x float> %551, float %467, i64 4, !dbg !35
  %553 = insertelement <16 x float> %552, float %468, i64 5, !dbg !35
  %554 = insertelement <16 x float> %553, float %469, i64 6, !dbg !35
  %555 = insertelement <16 x float> %554, float %470, i64 7, !dbg !35
  %556 = insertelement <16 x float> %555, float %471, i64 8, !dbg !35
  %557 = insertelement <16 x float> %556, float %472, i64 9, !dbg !35
  %558 = insertelement <16 x float> %557, float %473, i64 10, !dbg !35
  %559 = insertelement <16 x float> %558, float %474, i64 11, !dbg !35
  %560 = insertelement <16 x float> %559, float %475, i64 12, !dbg !35
  %561 = insertelement <16 x float> %560, float %476, i64 13, !dbg !35
  %562 = insertelement <16 x float> %561, float %477, i64 14, !dbg !35
  %563 = insertelement <16 x float> %562, float %478, i64 15, !dbg !35
  %564 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %540, <2 x float> %532, <16 x float> %563, i32 0, i32 0, i32 0), !dbg !35
  %565 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %541, <2 x float> %533, <16 x float> %564, i32 0, i32 0, i32 0), !dbg !35
  %566 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %542, <2 x float> %534, <16 x float> %565, i32 0, i32 0, i32 0), !dbg !35
  %567 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %543, <2 x float> %535, <16 x float> %566, i32 0, i32 0, i32 0), !dbg !35
  %568 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %544, <2 x float> %536, <16 x float> %567, i32 0, i32 0, i32 0), !dbg !35
  %569 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %545, <2 x float> %537, <16 x float> %568, i32 0, i32 0, i32 0), !dbg !35
  %570 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %546, <2 x float> %538, <16 x float> %569, i32 0, i32 0, i32 0), !dbg !35
  %571 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %547, <2 x float> %539, <16 x float> %570, i32 0, i32 0, i32 0), !dbg !35
  %572 = extractelement <16 x float> %571, i64 0, !dbg !35
  %573 = extractelement <16 x float> %571, i64 1, !dbg !35
  %574 = extractelement <16 x float> %571, i64 2, !dbg !35
  %575 = extractelement <16 x float> %571, i64 3, !dbg !35
  %576 = extractelement <16 x float> %571, i64 4, !dbg !35
  %577 = extractelement <16 x float> %571, i64 5, !dbg !35
  %578 = extractelement <16 x float> %571, i64 6, !dbg !35
  %579 = extractelement <16 x float> %571, i64 7, !dbg !35
  %580 = extractelement <16 x float> %571, i64 8, !dbg !35
  %581 = extractelement <16 x float> %571, i64 9, !dbg !35
  %582 = extractelement <16 x float> %571, i64 10, !dbg !35
  %583 = extractelement <16 x float> %571, i64 11, !dbg !35
  %584 = extractelement <16 x float> %571, i64 12, !dbg !35
  %585 = extractelement <16 x float> %571, i64 13, !dbg !35
  %586 = extractelement <16 x float> %571, i64 14, !dbg !35
  %587 = extractelement <16 x float> %571, i64 15, !dbg !35
  br label %._crit_edge._crit_edge, !dbg !35

._crit_edge._crit_edge:                           ; preds = %._crit_edge, %479
  %588 = phi float [ %587, %479 ], [ %478, %._crit_edge ], !dbg !24
  %589 = phi float [ %586, %479 ], [ %477, %._crit_edge ], !dbg !24
  %590 = phi float [ %585, %479 ], [ %476, %._crit_edge ], !dbg !24
  %591 = phi float [ %584, %479 ], [ %475, %._crit_edge ], !dbg !24
  %592 = phi float [ %583, %479 ], [ %474, %._crit_edge ], !dbg !24
  %593 = phi float [ %582, %479 ], [ %473, %._crit_edge ], !dbg !24
  %594 = phi float [ %581, %479 ], [ %472, %._crit_edge ], !dbg !24
  %595 = phi float [ %580, %479 ], [ %471, %._crit_edge ], !dbg !24
  %596 = phi float [ %579, %479 ], [ %470, %._crit_edge ], !dbg !24
  %597 = phi float [ %578, %479 ], [ %469, %._crit_edge ], !dbg !24
  %598 = phi float [ %577, %479 ], [ %468, %._crit_edge ], !dbg !24
  %599 = phi float [ %576, %479 ], [ %467, %._crit_edge ], !dbg !24
  %600 = phi float [ %575, %479 ], [ %466, %._crit_edge ], !dbg !24
  %601 = phi float [ %574, %479 ], [ %465, %._crit_edge ], !dbg !24
  %602 = phi float [ %573, %479 ], [ %464, %._crit_edge ], !dbg !24
  %603 = phi float [ %572, %479 ], [ %463, %._crit_edge ], !dbg !24
  %604 = lshr exact i32 %34, 3, !dbg !14
  %605 = or disjoint i32 %604, 27, !dbg !14
  %606 = or disjoint i32 %605, %40, !dbg !15
  %607 = or disjoint i32 %604, 26, !dbg !14
  %608 = or disjoint i32 %607, %40, !dbg !15
  %609 = or disjoint i32 %604, 25, !dbg !14
  %610 = or disjoint i32 %609, %40, !dbg !15
  %611 = or disjoint i32 %604, 24, !dbg !14
  %612 = or disjoint i32 %611, %40, !dbg !15
  %613 = or disjoint i32 %604, 19, !dbg !14
  %614 = or disjoint i32 %613, %40, !dbg !15
  %615 = or disjoint i32 %604, 18, !dbg !14
  %616 = or disjoint i32 %615, %40, !dbg !15
  %617 = or disjoint i32 %604, 17, !dbg !14
  %618 = or disjoint i32 %617, %40, !dbg !15
  %619 = or disjoint i32 %604, 16, !dbg !14
  %620 = or disjoint i32 %619, %40, !dbg !15
  %621 = or disjoint i32 %604, 11, !dbg !14
  %622 = or disjoint i32 %621, %40, !dbg !15
  %623 = or disjoint i32 %604, 10, !dbg !14
  %624 = or disjoint i32 %623, %40, !dbg !15
  %625 = or disjoint i32 %604, 9, !dbg !14
  %626 = or disjoint i32 %625, %40, !dbg !15
  %627 = or disjoint i32 %604, 8, !dbg !14
  %628 = or disjoint i32 %627, %40, !dbg !15
  %629 = or disjoint i32 %604, 3, !dbg !14
  %630 = or disjoint i32 %629, %40, !dbg !15
  %631 = or disjoint i32 %604, 2, !dbg !14
  %632 = or disjoint i32 %631, %40, !dbg !15
  %633 = or disjoint i32 %604, 1, !dbg !14
  %634 = or disjoint i32 %633, %40, !dbg !15
  %635 = or disjoint i32 %604, %40, !dbg !15
  %636 = or disjoint i32 %20, %24, !dbg !13
  %637 = icmp slt i32 %636, %3, !dbg !38
  %638 = icmp slt i32 %635, %4, !dbg !39
  %639 = icmp slt i32 %634, %4, !dbg !39
  %640 = icmp slt i32 %632, %4, !dbg !39
  %641 = icmp slt i32 %630, %4, !dbg !39
  %642 = icmp slt i32 %628, %4, !dbg !39
  %643 = icmp slt i32 %626, %4, !dbg !39
  %644 = icmp slt i32 %624, %4, !dbg !39
  %645 = icmp slt i32 %622, %4, !dbg !39
  %646 = icmp slt i32 %620, %4, !dbg !39
  %647 = icmp slt i32 %618, %4, !dbg !39
  %648 = icmp slt i32 %616, %4, !dbg !39
  %649 = icmp slt i32 %614, %4, !dbg !39
  %650 = icmp slt i32 %612, %4, !dbg !39
  %651 = icmp slt i32 %610, %4, !dbg !39
  %652 = icmp slt i32 %608, %4, !dbg !39
  %653 = icmp slt i32 %606, %4, !dbg !39
  %654 = and i1 %637, %638, !dbg !40
  %655 = and i1 %637, %639, !dbg !40
  %656 = and i1 %637, %640, !dbg !40
  %657 = and i1 %637, %641, !dbg !40
  %658 = and i1 %637, %642, !dbg !40
  %659 = and i1 %637, %643, !dbg !40
  %660 = and i1 %637, %644, !dbg !40
  %661 = and i1 %637, %645, !dbg !40
  %662 = and i1 %637, %646, !dbg !40
  %663 = and i1 %637, %647, !dbg !40
  %664 = and i1 %637, %648, !dbg !40
  %665 = and i1 %637, %649, !dbg !40
  %666 = and i1 %637, %650, !dbg !40
  %667 = and i1 %637, %651, !dbg !40
  %668 = and i1 %637, %652, !dbg !40
  %669 = and i1 %637, %653, !dbg !40
  %670 = mul i32 %10, %20, !dbg !41
  %671 = mul i32 %10, %24, !dbg !41
  %672 = mul i32 %11, %40, !dbg !41
  %673 = mul i32 %11, %604, !dbg !41
  %674 = mul i32 %11, %633, !dbg !41
  %675 = mul i32 %11, %631, !dbg !41
  %676 = mul i32 %11, %629, !dbg !41
  %677 = mul i32 %11, %627, !dbg !41
  %678 = mul i32 %11, %625, !dbg !41
  %679 = mul i32 %11, %623, !dbg !41
  %680 = mul i32 %11, %621, !dbg !41
  %681 = mul i32 %11, %619, !dbg !41
  %682 = mul i32 %11, %617, !dbg !41
  %683 = mul i32 %11, %615, !dbg !41
  %684 = mul i32 %11, %613, !dbg !41
  %685 = mul i32 %11, %611, !dbg !41
  %686 = mul i32 %11, %609, !dbg !41
  %687 = mul i32 %11, %607, !dbg !41
  %688 = mul i32 %11, %605, !dbg !41
  %689 = add i32 %672, %670, !dbg !41
  %690 = add i32 %671, %689, !dbg !41
  %691 = add i32 %690, %673, !dbg !41
  %692 = add i32 %690, %674, !dbg !41
  %693 = add i32 %690, %675, !dbg !41
  %694 = add i32 %690, %676, !dbg !41
  %695 = add i32 %690, %677, !dbg !41
  %696 = add i32 %690, %678, !dbg !41
  %697 = add i32 %690, %679, !dbg !41
  %698 = add i32 %690, %680, !dbg !41
  %699 = add i32 %690, %681, !dbg !41
  %700 = add i32 %690, %682, !dbg !41
  %701 = add i32 %690, %683, !dbg !41
  %702 = add i32 %690, %684, !dbg !41
  %703 = add i32 %690, %685, !dbg !41
  %704 = add i32 %690, %686, !dbg !41
  %705 = add i32 %690, %687, !dbg !41
  %706 = add i32 %690, %688, !dbg !41
  %707 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !12
  %708 = icmp eq i32 %18, 0, !dbg !12
  %709 = and i1 %654, %708, !dbg !12
  %710 = shl i32 %691, 2, !dbg !12
  %711 = select i1 %709, i32 %710, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %603, ptr addrspace(8) %707, i32 %711, i32 0, i32 0), !dbg !12
  %712 = and i1 %655, %708, !dbg !12
  %713 = shl i32 %692, 2, !dbg !12
  %714 = select i1 %712, i32 %713, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %602, ptr addrspace(8) %707, i32 %714, i32 0, i32 0), !dbg !12
  %715 = and i1 %656, %708, !dbg !12
  %716 = shl i32 %693, 2, !dbg !12
  %717 = select i1 %715, i32 %716, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %601, ptr addrspace(8) %707, i32 %717, i32 0, i32 0), !dbg !12
  %718 = and i1 %657, %708, !dbg !12
  %719 = shl i32 %694, 2, !dbg !12
  %720 = select i1 %718, i32 %719, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %600, ptr addrspace(8) %707, i32 %720, i32 0, i32 0), !dbg !12
  %721 = and i1 %658, %708, !dbg !12
  %722 = shl i32 %695, 2, !dbg !12
  %723 = select i1 %721, i32 %722, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %599, ptr addrspace(8) %707, i32 %723, i32 0, i32 0), !dbg !12
  %724 = and i1 %659, %708, !dbg !12
  %725 = shl i32 %696, 2, !dbg !12
  %726 = select i1 %724, i32 %725, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %598, ptr addrspace(8) %707, i32 %726, i32 0, i32 0), !dbg !12
  %727 = and i1 %660, %708, !dbg !12
  %728 = shl i32 %697, 2, !dbg !12
  %729 = select i1 %727, i32 %728, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %597, ptr addrspace(8) %707, i32 %729, i32 0, i32 0), !dbg !12
  %730 = and i1 %661, %708, !dbg !12
  %731 = shl i32 %698, 2, !dbg !12
  %732 = select i1 %730, i32 %731, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %596, ptr addrspace(8) %707, i32 %732, i32 0, i32 0), !dbg !12
  %733 = and i1 %662, %708, !dbg !12
  %734 = shl i32 %699, 2, !dbg !12
  %735 = select i1 %733, i32 %734, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %595, ptr addrspace(8) %707, i32 %735, i32 0, i32 0), !dbg !12
  %736 = and i1 %663, %708, !dbg !12
  %737 = shl i32 %700, 2, !dbg !12
  %738 = select i1 %736, i32 %737, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %594, ptr addrspace(8) %707, i32 %738, i32 0, i32 0), !dbg !12
  %739 = and i1 %664, %708, !dbg !12
  %740 = shl i32 %701, 2, !dbg !12
  %741 = select i1 %739, i32 %740, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %593, ptr addrspace(8) %707, i32 %741, i32 0, i32 0), !dbg !12
  %742 = and i1 %665, %708, !dbg !12
  %743 = shl i32 %702, 2, !dbg !12
  %744 = select i1 %742, i32 %743, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %592, ptr addrspace(8) %707, i32 %744, i32 0, i32 0), !dbg !12
  %745 = and i1 %666, %708, !dbg !12
  %746 = shl i32 %703, 2, !dbg !12
  %747 = select i1 %745, i32 %746, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %591, ptr addrspace(8) %707, i32 %747, i32 0, i32 0), !dbg !12
  %748 = and i1 %667, %708, !dbg !12
  %749 = shl i32 %704, 2, !dbg !12
  %750 = select i1 %748, i32 %749, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %590, ptr addrspace(8) %707, i32 %750, i32 0, i32 0), !dbg !12
  %751 = and i1 %668, %708, !dbg !12
  %752 = shl i32 %705, 2, !dbg !12
  %753 = select i1 %751, i32 %752, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %589, ptr addrspace(8) %707, i32 %753, i32 0, i32 0), !dbg !12
  %754 = and i1 %669, %708, !dbg !12
  %755 = shl i32 %706, 2, !dbg !12
  %756 = select i1 %754, i32 %755, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %588, ptr addrspace(8) %707, i32 %756, i32 0, i32 0), !dbg !12
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float>, <2 x float>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.canonicalize.v2f32(<2 x float>) #8

attributes #0 = { norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!36 = distinct !{!36, !37}
!37 = !{!"llvm.loop.peeled.count", i32 1}
!38 = !DILocation(line: 192, column: 91, scope: !4)
!39 = !DILocation(line: 192, column: 111, scope: !4)
!40 = !DILocation(line: 192, column: 90, scope: !4)
!41 = !DILocation(line: 192, column: 14, scope: !4)
!42 = !DILocation(line: 180, column: 1, scope: !4)
