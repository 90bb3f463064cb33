; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_k(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, ptr addrspace(1) nofree readnone captures(none) %12, ptr addrspace(1) nofree readnone captures(none) %13) local_unnamed_addr #0 !dbg !4 {
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %16 = shl i32 %15, 5, !dbg !12
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %18 = and i32 %17, 96, !dbg !13
  %19 = lshr exact i32 %18, 5, !dbg !13
  %20 = or disjoint i32 %19, 4, !dbg !13
  %21 = or disjoint i32 %19, 8, !dbg !13
  %22 = or disjoint i32 %19, 12, !dbg !13
  %23 = or disjoint i32 %19, 16, !dbg !13
  %24 = or disjoint i32 %19, 20, !dbg !13
  %25 = or disjoint i32 %19, 24, !dbg !13
  %26 = or disjoint i32 %19, 28, !dbg !13
  %27 = and i32 %17, 31, !dbg !13
  %28 = or disjoint i32 %19, %16, !dbg !12
  %29 = or disjoint i32 %20, %16, !dbg !12
  %30 = or disjoint i32 %21, %16, !dbg !12
  %31 = or disjoint i32 %22, %16, !dbg !12
  %32 = or disjoint i32 %23, %16, !dbg !12
  %33 = or disjoint i32 %24, %16, !dbg !12
  %34 = or disjoint i32 %25, %16, !dbg !12
  %35 = or disjoint i32 %26, %16, !dbg !12
  %36 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !14
  %37 = shl nuw nsw i32 %36, 5, !dbg !14
  %38 = or disjoint i32 %37, %27, !dbg !14
  %39 = add i32 %5, 31, !dbg !15
  %40 = icmp slt i32 %28, %3, !dbg !20
  %41 = icmp slt i32 %29, %3, !dbg !20
  %42 = icmp slt i32 %30, %3, !dbg !20
  %43 = icmp slt i32 %31, %3, !dbg !20
  %44 = icmp slt i32 %32, %3, !dbg !20
  %45 = icmp slt i32 %33, %3, !dbg !20
  %46 = icmp slt i32 %34, %3, !dbg !20
  %47 = icmp slt i32 %35, %3, !dbg !20
  %48 = mul i32 %6, %28, !dbg !21
  %49 = mul i32 %6, %29, !dbg !21
  %50 = mul i32 %6, %30, !dbg !21
  %51 = mul i32 %6, %31, !dbg !21
  %52 = mul i32 %6, %32, !dbg !21
  %53 = mul i32 %6, %33, !dbg !21
  %54 = mul i32 %6, %34, !dbg !21
  %55 = mul i32 %6, %35, !dbg !21
  %56 = sext i32 %48 to i64, !dbg !22
  %57 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %56, !dbg !22
  %58 = sext i32 %49 to i64, !dbg !22
  %59 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %58, !dbg !22
  %60 = sext i32 %50 to i64, !dbg !22
  %61 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %60, !dbg !22
  %62 = sext i32 %51 to i64, !dbg !22
  %63 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %62, !dbg !22
  %64 = sext i32 %52 to i64, !dbg !22
  %65 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %64, !dbg !22
  %66 = sext i32 %53 to i64, !dbg !22
  %67 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %66, !dbg !22
  %68 = sext i32 %54 to i64, !dbg !22
  %69 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %68, !dbg !22
  %70 = sext i32 %55 to i64, !dbg !22
  %71 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %70, !dbg !22
  %72 = icmp slt i32 %38, %4, !dbg !23
  %73 = mul i32 %9, %38, !dbg !24
  %74 = icmp sgt i32 %39, 31, !dbg !25
  %75 = icmp slt i32 %27, %5, !dbg !26
  %76 = and i1 %40, %75, !dbg !27
  %77 = and i1 %41, %75, !dbg !27
  %78 = and i1 %42, %75, !dbg !27
  %79 = and i1 %43, %75, !dbg !27
  %80 = and i1 %44, %75, !dbg !27
  %81 = and i1 %45, %75, !dbg !27
  %82 = and i1 %46, %75, !dbg !27
  %83 = and i1 %47, %75, !dbg !27
  %84 = mul i32 %7, %27, !dbg !28
  %85 = sext i32 %84 to i64, !dbg !22
  %86 = getelementptr [4 x i8], ptr addrspace(1) %57, i64 %85, !dbg !22
  %87 = getelementptr [4 x i8], ptr addrspace(1) %59, i64 %85, !dbg !22
  %88 = getelementptr [4 x i8], ptr addrspace(1) %61, i64 %85, !dbg !22
  %89 = getelementptr [4 x i8], ptr addrspace(1) %63, i64 %85, !dbg !22
  %90 = getelementptr [4 x i8], ptr addrspace(1) %65, i64 %85, !dbg !22
  %91 = getelementptr [4 x i8], ptr addrspace(1) %67, i64 %85, !dbg !22
  %92 = getelementptr [4 x i8], ptr addrspace(1) %69, i64 %85, !dbg !22
  %93 = getelementptr [4 x i8], ptr addrspace(1) %71, i64 %85, !dbg !22
  %94 = and i1 %74, %76, !dbg !25
  %95 = and i1 %74, %77, !dbg !25
  %96 = and i1 %74, %78, !dbg !25
  %97 = and i1 %74, %79, !dbg !25
  %98 = and i1 %74, %80, !dbg !25
  %99 = and i1 %74, %81, !dbg !25
  %100 = and i1 %74, %82, !dbg !25
  %101 = and i1 %74, %83, !dbg !25
  %102 = shl nuw nsw i32 %17, 2, !dbg !29
  %103 = and i32 %102, 508, !dbg !29
  %104 = lshr exact i32 %18, 1, !dbg !29
  %105 = xor i32 %103, %104, !dbg !29
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %105, !dbg !29
  %107 = select i1 %94, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %106, ptr addrspace(1) %86, i32 %107) #2, !dbg !29
  %108 = or disjoint i32 %105, 1024, !dbg !29
  %109 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %108, !dbg !29
  %110 = select i1 %96, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %109, ptr addrspace(1) %88, i32 %110) #2, !dbg !29
  %111 = or disjoint i32 %105, 2048, !dbg !29
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %111, !dbg !29
  %113 = select i1 %98, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %112, ptr addrspace(1) %90, i32 %113) #2, !dbg !29
  %114 = or disjoint i32 %105, 3072, !dbg !29
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %114, !dbg !29
  %116 = select i1 %100, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %115, ptr addrspace(1) %92, i32 %116) #2, !dbg !29
  %117 = xor i32 %105, 576, !dbg !29
  %118 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %117, !dbg !29
  %119 = select i1 %95, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %118, ptr addrspace(1) %87, i32 %119) #2, !dbg !29
  %120 = or disjoint i32 %117, 1024, !dbg !29
  %121 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %120, !dbg !29
  %122 = select i1 %97, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %121, ptr addrspace(1) %89, i32 %122) #2, !dbg !29
  %123 = or disjoint i32 %117, 2048, !dbg !29
  %124 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %123, !dbg !29
  %125 = select i1 %99, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %124, ptr addrspace(1) %91, i32 %125) #2, !dbg !29
  %126 = or disjoint i32 %117, 3072, !dbg !29
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %126, !dbg !29
  %128 = select i1 %101, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %127, ptr addrspace(1) %93, i32 %128) #2, !dbg !29
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !29
  %129 = icmp slt i32 %19, %5, !dbg !30
  %130 = icmp slt i32 %20, %5, !dbg !30
  %131 = icmp slt i32 %21, %5, !dbg !30
  %132 = icmp slt i32 %22, %5, !dbg !30
  %133 = icmp slt i32 %23, %5, !dbg !30
  %134 = icmp slt i32 %24, %5, !dbg !30
  %135 = icmp slt i32 %25, %5, !dbg !30
  %136 = icmp slt i32 %26, %5, !dbg !30
  %137 = and i1 %72, %129, !dbg !31
  %138 = and i1 %72, %130, !dbg !31
  %139 = and i1 %72, %131, !dbg !31
  %140 = and i1 %72, %132, !dbg !31
  %141 = and i1 %72, %133, !dbg !31
  %142 = and i1 %72, %134, !dbg !31
  %143 = and i1 %72, %135, !dbg !31
  %144 = and i1 %72, %136, !dbg !31
  %145 = mul i32 %8, %19, !dbg !32
  %146 = mul i32 %8, %20, !dbg !32
  %147 = mul i32 %8, %21, !dbg !32
  %148 = mul i32 %8, %22, !dbg !32
  %149 = mul i32 %8, %23, !dbg !32
  %150 = mul i32 %8, %24, !dbg !32
  %151 = mul i32 %8, %25, !dbg !32
  %152 = mul i32 %8, %26, !dbg !32
  %153 = sext i32 %145 to i64, !dbg !33
  %154 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %153, !dbg !33
  %155 = sext i32 %146 to i64, !dbg !33
  %156 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %155, !dbg !33
  %157 = sext i32 %147 to i64, !dbg !33
  %158 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %157, !dbg !33
  %159 = sext i32 %148 to i64, !dbg !33
  %160 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %159, !dbg !33
  %161 = sext i32 %149 to i64, !dbg !33
  %162 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %161, !dbg !33
  %163 = sext i32 %150 to i64, !dbg !33
  %164 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %163, !dbg !33
  %165 = sext i32 %151 to i64, !dbg !33
  %166 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %165, !dbg !33
  %167 = sext i32 %152 to i64, !dbg !33
  %168 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %167, !dbg !33
  %169 = sext i32 %73 to i64, !dbg !33
  %170 = getelementptr [4 x i8], ptr addrspace(1) %154, i64 %169, !dbg !33
  %171 = getelementptr [4 x i8], ptr addrspace(1) %156, i64 %169, !dbg !33
  %172 = getelementptr [4 x i8], ptr addrspace(1) %158, i64 %169, !dbg !33
  %173 = getelementptr [4 x i8], ptr addrspace(1) %160, i64 %169, !dbg !33
  %174 = getelementptr [4 x i8], ptr addrspace(1) %162, i64 %169, !dbg !33
  %175 = getelementptr [4 x i8], ptr addrspace(1) %164, i64 %169, !dbg !33
  %176 = getelementptr [4 x i8], ptr addrspace(1) %166, i64 %169, !dbg !33
  %177 = getelementptr [4 x i8], ptr addrspace(1) %168, i64 %169, !dbg !33
  %178 = and i1 %74, %137, !dbg !25
  %179 = and i1 %74, %138, !dbg !25
  %180 = and i1 %74, %139, !dbg !25
  %181 = and i1 %74, %140, !dbg !25
  %182 = and i1 %74, %141, !dbg !25
  %183 = and i1 %74, %142, !dbg !25
  %184 = and i1 %74, %143, !dbg !25
  %185 = and i1 %74, %144, !dbg !25
  %186 = xor i32 %103, %18, !dbg !34
  %187 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %186, !dbg !34
  %188 = select i1 %178, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %187, ptr addrspace(1) %170, i32 %188) #2, !dbg !34
  %189 = or disjoint i32 %186, 512, !dbg !34
  %190 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %189, !dbg !34
  %191 = select i1 %179, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %190, ptr addrspace(1) %171, i32 %191) #2, !dbg !34
  %192 = or disjoint i32 %186, 1024, !dbg !34
  %193 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %192, !dbg !34
  %194 = select i1 %180, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %193, ptr addrspace(1) %172, i32 %194) #2, !dbg !34
  %195 = or disjoint i32 %186, 1536, !dbg !34
  %196 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %195, !dbg !34
  %197 = select i1 %181, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %196, ptr addrspace(1) %173, i32 %197) #2, !dbg !34
  %198 = or disjoint i32 %186, 2048, !dbg !34
  %199 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %198, !dbg !34
  %200 = select i1 %182, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %199, ptr addrspace(1) %174, i32 %200) #2, !dbg !34
  %201 = or disjoint i32 %186, 2560, !dbg !34
  %202 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %201, !dbg !34
  %203 = select i1 %183, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %202, ptr addrspace(1) %175, i32 %203) #2, !dbg !34
  %204 = or disjoint i32 %186, 3072, !dbg !34
  %205 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %204, !dbg !34
  %206 = select i1 %184, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %205, ptr addrspace(1) %176, i32 %206) #2, !dbg !34
  %207 = or disjoint i32 %186, 3584, !dbg !34
  %208 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %207, !dbg !34
  %209 = select i1 %185, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %208, ptr addrspace(1) %177, i32 %209) #2, !dbg !34
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !34
  %210 = icmp sgt i32 %39, 63, !dbg !25
  %211 = or disjoint i32 %19, 32, !dbg !35
  %212 = or disjoint i32 %19, 36, !dbg !35
  %213 = or disjoint i32 %19, 40, !dbg !35
  %214 = or disjoint i32 %19, 44, !dbg !35
  %215 = or disjoint i32 %19, 48, !dbg !35
  %216 = or disjoint i32 %19, 52, !dbg !35
  %217 = or disjoint i32 %19, 56, !dbg !35
  %218 = or disjoint i32 %19, 60, !dbg !35
  %219 = or disjoint i32 %27, 32, !dbg !35
  %220 = icmp slt i32 %219, %5, !dbg !26
  %221 = and i1 %40, %220, !dbg !27
  %222 = and i1 %41, %220, !dbg !27
  %223 = and i1 %42, %220, !dbg !27
  %224 = and i1 %43, %220, !dbg !27
  %225 = and i1 %44, %220, !dbg !27
  %226 = and i1 %45, %220, !dbg !27
  %227 = and i1 %46, %220, !dbg !27
  %228 = and i1 %47, %220, !dbg !27
  %229 = mul i32 %7, %219, !dbg !28
  %230 = sext i32 %229 to i64, !dbg !22
  %231 = getelementptr [4 x i8], ptr addrspace(1) %57, i64 %230, !dbg !22
  %232 = getelementptr [4 x i8], ptr addrspace(1) %59, i64 %230, !dbg !22
  %233 = getelementptr [4 x i8], ptr addrspace(1) %61, i64 %230, !dbg !22
  %234 = getelementptr [4 x i8], ptr addrspace(1) %63, i64 %230, !dbg !22
  %235 = getelementptr [4 x i8], ptr addrspace(1) %65, i64 %230, !dbg !22
  %236 = getelementptr [4 x i8], ptr addrspace(1) %67, i64 %230, !dbg !22
  %237 = getelementptr [4 x i8], ptr addrspace(1) %69, i64 %230, !dbg !22
  %238 = getelementptr [4 x i8], ptr addrspace(1) %71, i64 %230, !dbg !22
  %239 = and i1 %210, %221, !dbg !25
  %240 = and i1 %210, %222, !dbg !25
  %241 = and i1 %210, %223, !dbg !25
  %242 = and i1 %210, %224, !dbg !25
  %243 = and i1 %210, %225, !dbg !25
  %244 = and i1 %210, %226, !dbg !25
  %245 = and i1 %210, %227, !dbg !25
  %246 = and i1 %210, %228, !dbg !25
  %247 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %105, !dbg !29
  %248 = select i1 %239, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %247, ptr addrspace(1) %231, i32 %248) #2, !dbg !29
  %249 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %108, !dbg !29
  %250 = select i1 %241, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %249, ptr addrspace(1) %233, i32 %250) #2, !dbg !29
  %251 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %111, !dbg !29
  %252 = select i1 %243, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %251, ptr addrspace(1) %235, i32 %252) #2, !dbg !29
  %253 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %114, !dbg !29
  %254 = select i1 %245, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %253, ptr addrspace(1) %237, i32 %254) #2, !dbg !29
  %255 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %117, !dbg !29
  %256 = select i1 %240, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %255, ptr addrspace(1) %232, i32 %256) #2, !dbg !29
  %257 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %120, !dbg !29
  %258 = select i1 %242, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %257, ptr addrspace(1) %234, i32 %258) #2, !dbg !29
  %259 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %123, !dbg !29
  %260 = select i1 %244, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %259, ptr addrspace(1) %236, i32 %260) #2, !dbg !29
  %261 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %126, !dbg !29
  %262 = select i1 %246, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %261, ptr addrspace(1) %238, i32 %262) #2, !dbg !29
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !29
  %263 = icmp slt i32 %211, %5, !dbg !30
  %264 = icmp slt i32 %212, %5, !dbg !30
  %265 = icmp slt i32 %213, %5, !dbg !30
  %266 = icmp slt i32 %214, %5, !dbg !30
  %267 = icmp slt i32 %215, %5, !dbg !30
  %268 = icmp slt i32 %216, %5, !dbg !30
  %269 = icmp slt i32 %217, %5, !dbg !30
  %270 = icmp slt i32 %218, %5, !dbg !30
  %271 = and i1 %72, %263, !dbg !31
  %272 = and i1 %72, %264, !dbg !31
  %273 = and i1 %72, %265, !dbg !31
  %274 = and i1 %72, %266, !dbg !31
  %275 = and i1 %72, %267, !dbg !31
  %276 = and i1 %72, %268, !dbg !31
  %277 = and i1 %72, %269, !dbg !31
  %278 = and i1 %72, %270, !dbg !31
  %279 = mul i32 %8, %211, !dbg !32
  %280 = mul i32 %8, %212, !dbg !32
  %281 = mul i32 %8, %213, !dbg !32
  %282 = mul i32 %8, %214, !dbg !32
  %283 = mul i32 %8, %215, !dbg !32
  %284 = mul i32 %8, %216, !dbg !32
  %285 = mul i32 %8, %217, !dbg !32
  %286 = mul i32 %8, %218, !dbg !32
  %287 = sext i32 %279 to i64, !dbg !33
  %288 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %287, !dbg !33
  %289 = sext i32 %280 to i64, !dbg !33
  %290 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %289, !dbg !33
  %291 = sext i32 %281 to i64, !dbg !33
  %292 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %291, !dbg !33
  %293 = sext i32 %282 to i64, !dbg !33
  %294 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %293, !dbg !33
  %295 = sext i32 %283 to i64, !dbg !33
  %296 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %295, !dbg !33
  %297 = sext i32 %284 to i64, !dbg !33
  %298 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %297, !dbg !33
  %299 = sext i32 %285 to i64, !dbg !33
  %300 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %299, !dbg !33
  %301 = sext i32 %286 to i64, !dbg !33
  %302 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %301, !dbg !33
  %303 = getelementptr [4 x i8], ptr addrspace(1) %288, i64 %169, !dbg !33
  %304 = getelementptr [4 x i8], ptr addrspace(1) %290, i64 %169, !dbg !33
  %305 = getelementptr [4 x i8], ptr addrspace(1) %292, i64 %169, !dbg !33
  %306 = getelementptr [4 x i8], ptr addrspace(1) %294, i64 %169, !dbg !33
  %307 = getelementptr [4 x i8], ptr addrspace(1) %296, i64 %169, !dbg !33
  %308 = getelementptr [4 x i8], ptr addrspace(1) %298, i64 %169, !dbg !33
  %309 = getelementptr [4 x i8], ptr addrspace(1) %300, i64 %169, !dbg !33
  %310 = getelementptr [4 x i8], ptr addrspace(1) %302, i64 %169, !dbg !33
  %311 = and i1 %210, %271, !dbg !25
  %312 = and i1 %210, %272, !dbg !25
  %313 = and i1 %210, %273, !dbg !25
  %314 = and i1 %210, %274, !dbg !25
  %315 = and i1 %210, %275, !dbg !25
  %316 = and i1 %210, %276, !dbg !25
  %317 = and i1 %210, %277, !dbg !25
  %318 = and i1 %210, %278, !dbg !25
  %319 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %186, !dbg !34
  %320 = select i1 %311, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %319, ptr addrspace(1) %303, i32 %320) #2, !dbg !34
  %321 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %189, !dbg !34
  %322 = select i1 %312, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %321, ptr addrspace(1) %304, i32 %322) #2, !dbg !34
  %323 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %192, !dbg !34
  %324 = select i1 %313, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %323, ptr addrspace(1) %305, i32 %324) #2, !dbg !34
  %325 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %195, !dbg !34
  %326 = select i1 %314, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %325, ptr addrspace(1) %306, i32 %326) #2, !dbg !34
  %327 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %198, !dbg !34
  %328 = select i1 %315, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %327, ptr addrspace(1) %307, i32 %328) #2, !dbg !34
  %329 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %201, !dbg !34
  %330 = select i1 %316, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %329, ptr addrspace(1) %308, i32 %330) #2, !dbg !34
  %331 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %204, !dbg !34
  %332 = select i1 %317, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %331, ptr addrspace(1) %309, i32 %332) #2, !dbg !34
  %333 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %207, !dbg !34
  %334 = select i1 %318, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %333, ptr addrspace(1) %310, i32 %334) #2, !dbg !34
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !34
  %invariant.gep = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %169, !dbg !25
  br i1 %74, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !25

.._crit_edge_crit_edge:                           ; preds = %14
  %.pre = shl nuw nsw i32 %17, 4, !dbg !36
  %.pre31 = shl nuw nsw i32 %17, 5, !dbg !36
  br label %._crit_edge, !dbg !25

.lr.ph:                                           ; preds = %14
  %335 = lshr i32 %39, 5, !dbg !37
  %336 = add nsw i32 %335, -2
  %337 = shl nuw nsw i32 %17, 7
  %338 = and i32 %337, 1920
  %339 = shl nuw nsw i32 %17, 4
  %340 = and i32 %339, 112
  %341 = and i32 %17, 16
  %342 = shl nuw nsw i32 %17, 5
  %343 = and i32 %342, 2048
  %344 = or disjoint i32 %338, %343
  %345 = xor i32 %340, %341
  %346 = or disjoint i32 %344, %345
  %347 = xor i32 %346, 32
  %348 = xor i32 %346, 64
  %349 = xor i32 %346, 96
  %350 = and i32 %17, 3
  %351 = and i32 %17, 60
  %352 = mul nuw nsw i32 %350, 160
  %353 = xor i32 %352, %351
  %354 = xor i32 %353, 64
  %355 = sext i32 %336 to i64, !dbg !25
  %wide.trip.count = zext nneg i32 %335 to i64, !dbg !25
  br label %356, !dbg !25

356:                                              ; preds = %.lr.ph, %356
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %356 ]
  %357 = phi i32 [ -1, %.lr.ph ], [ %370, %356 ]
  %358 = phi i32 [ 1, %.lr.ph ], [ %472, %356 ]
  %359 = phi float [ 0.000000e+00, %.lr.ph ], [ %461, %356 ]
  %360 = phi float [ 0.000000e+00, %.lr.ph ], [ %462, %356 ]
  %361 = phi float [ 0.000000e+00, %.lr.ph ], [ %463, %356 ]
  %362 = phi float [ 0.000000e+00, %.lr.ph ], [ %464, %356 ]
  %363 = phi float [ 0.000000e+00, %.lr.ph ], [ %466, %356 ]
  %364 = phi float [ 0.000000e+00, %.lr.ph ], [ %467, %356 ]
  %365 = phi float [ 0.000000e+00, %.lr.ph ], [ %468, %356 ]
  %366 = phi float [ 0.000000e+00, %.lr.ph ], [ %469, %356 ]
  %367 = icmp slt i64 %indvars.iv, %355, !dbg !25
  %368 = add i32 %357, 1, !dbg !25
  %369 = icmp sgt i32 %368, 1, !dbg !25
  %370 = select i1 %369, i32 0, i32 %368, !dbg !25
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !29
  %371 = shl i32 %370, 10, !dbg !29
  %372 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %371, !dbg !29
  %373 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 %346, !dbg !29
  %374 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %373), !dbg !29
  %375 = extractvalue { i32, i32, i32, i32 } %374, 0, !dbg !29
  %376 = extractvalue { i32, i32, i32, i32 } %374, 1, !dbg !29
  %377 = extractvalue { i32, i32, i32, i32 } %374, 2, !dbg !29
  %378 = extractvalue { i32, i32, i32, i32 } %374, 3, !dbg !29
  %379 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 %347, !dbg !29
  %380 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %379), !dbg !29
  %381 = extractvalue { i32, i32, i32, i32 } %380, 0, !dbg !29
  %382 = extractvalue { i32, i32, i32, i32 } %380, 1, !dbg !29
  %383 = extractvalue { i32, i32, i32, i32 } %380, 2, !dbg !29
  %384 = extractvalue { i32, i32, i32, i32 } %380, 3, !dbg !29
  %385 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 %348, !dbg !29
  %386 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %385), !dbg !29
  %387 = extractvalue { i32, i32, i32, i32 } %386, 0, !dbg !29
  %388 = extractvalue { i32, i32, i32, i32 } %386, 1, !dbg !29
  %389 = extractvalue { i32, i32, i32, i32 } %386, 2, !dbg !29
  %390 = extractvalue { i32, i32, i32, i32 } %386, 3, !dbg !29
  %391 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 %349, !dbg !29
  %392 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %391), !dbg !29
  %393 = extractvalue { i32, i32, i32, i32 } %392, 0, !dbg !29
  %394 = extractvalue { i32, i32, i32, i32 } %392, 1, !dbg !29
  %395 = extractvalue { i32, i32, i32, i32 } %392, 2, !dbg !29
  %396 = extractvalue { i32, i32, i32, i32 } %392, 3, !dbg !29
  %397 = getelementptr [4 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %371, !dbg !34
  %398 = getelementptr inbounds nuw i8, ptr addrspace(3) %397, i32 %353, !dbg !34
  %399 = load i32, ptr addrspace(3) %398, align 4, !dbg !34
  %400 = getelementptr inbounds nuw i8, ptr addrspace(3) %398, i32 512, !dbg !34
  %401 = load i32, ptr addrspace(3) %400, align 4, !dbg !34
  %402 = getelementptr inbounds nuw i8, ptr addrspace(3) %398, i32 1024, !dbg !34
  %403 = load i32, ptr addrspace(3) %402, align 4, !dbg !34
  %404 = getelementptr inbounds nuw i8, ptr addrspace(3) %398, i32 1536, !dbg !34
  %405 = load i32, ptr addrspace(3) %404, align 4, !dbg !34
  %406 = getelementptr inbounds nuw i8, ptr addrspace(3) %398, i32 2048, !dbg !34
  %407 = load i32, ptr addrspace(3) %406, align 4, !dbg !34
  %408 = getelementptr inbounds nuw i8, ptr addrspace(3) %398, i32 2560, !dbg !34
  %409 = load i32, ptr addrspace(3) %408, align 4, !dbg !34
  %410 = getelementptr inbounds nuw i8, ptr addrspace(3) %398, i32 3072, !dbg !34
  %411 = load i32, ptr addrspace(3) %410, align 4, !dbg !34
  %412 = getelementptr inbounds nuw i8, ptr addrspace(3) %398, i32 3584, !dbg !34
  %413 = load i32, ptr addrspace(3) %412, align 4, !dbg !34
  %414 = getelementptr inbounds nuw i8, ptr addrspace(3) %397, i32 %354, !dbg !34
  %415 = load i32, ptr addrspace(3) %414, align 4, !dbg !34
  %416 = getelementptr inbounds nuw i8, ptr addrspace(3) %414, i32 512, !dbg !34
  %417 = load i32, ptr addrspace(3) %416, align 4, !dbg !34
  %418 = getelementptr inbounds nuw i8, ptr addrspace(3) %414, i32 1024, !dbg !34
  %419 = load i32, ptr addrspace(3) %418, align 4, !dbg !34
  %420 = getelementptr inbounds nuw i8, ptr addrspace(3) %414, i32 1536, !dbg !34
  %421 = load i32, ptr addrspace(3) %420, align 4, !dbg !34
  %422 = getelementptr inbounds nuw i8, ptr addrspace(3) %414, i32 2048, !dbg !34
  %423 = load i32, ptr addrspace(3) %422, align 4, !dbg !34
  %424 = getelementptr inbounds nuw i8, ptr addrspace(3) %414, i32 2560, !dbg !34
  %425 = load i32, ptr addrspace(3) %424, align 4, !dbg !34
  %426 = getelementptr inbounds nuw i8, ptr addrspace(3) %414, i32 3072, !dbg !34
  %427 = load i32, ptr addrspace(3) %426, align 4, !dbg !34
  %428 = getelementptr inbounds nuw i8, ptr addrspace(3) %414, i32 3584, !dbg !34
  %429 = load i32, ptr addrspace(3) %428, align 4, !dbg !34
  %430 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %359, float %360, float %361, float %362, i32 %375, i32 %376, i32 %377, i32 %378, i32 %399, i32 %401) #2, !dbg !38
  %431 = extractvalue { float, float, float, float } %430, 0, !dbg !38
  %432 = extractvalue { float, float, float, float } %430, 1, !dbg !38
  %433 = extractvalue { float, float, float, float } %430, 2, !dbg !38
  %434 = extractvalue { float, float, float, float } %430, 3, !dbg !38
  %435 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %363, float %364, float %365, float %366, i32 %375, i32 %376, i32 %377, i32 %378, i32 %415, i32 %417) #2, !dbg !38
  %436 = extractvalue { float, float, float, float } %435, 0, !dbg !38
  %437 = extractvalue { float, float, float, float } %435, 1, !dbg !38
  %438 = extractvalue { float, float, float, float } %435, 2, !dbg !38
  %439 = extractvalue { float, float, float, float } %435, 3, !dbg !38
  %440 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %431, float %432, float %433, float %434, i32 %381, i32 %382, i32 %383, i32 %384, i32 %403, i32 %405) #2, !dbg !38
  %441 = extractvalue { float, float, float, float } %440, 0, !dbg !38
  %442 = extractvalue { float, float, float, float } %440, 1, !dbg !38
  %443 = extractvalue { float, float, float, float } %440, 2, !dbg !38
  %444 = extractvalue { float, float, float, float } %440, 3, !dbg !38
  %445 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %436, float %437, float %438, float %439, i32 %381, i32 %382, i32 %383, i32 %384, i32 %419, i32 %421) #2, !dbg !38
  %446 = extractvalue { float, float, float, float } %445, 0, !dbg !38
  %447 = extractvalue { float, float, float, float } %445, 1, !dbg !38
  %448 = extractvalue { float, float, float, float } %445, 2, !dbg !38
  %449 = extractvalue { float, float, float, float } %445, 3, !dbg !38
  %450 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %441, float %442, float %443, float %444, i32 %387, i32 %388, i32 %389, i32 %390, i32 %407, i32 %409) #2, !dbg !38
  %451 = extractvalue { float, float, float, float } %450, 0, !dbg !38
  %452 = extractvalue { float, float, float, float } %450, 1, !dbg !38
  %453 = extractvalue { float, float, float, float } %450, 2, !dbg !38
  %454 = extractvalue { float, float, float, float } %450, 3, !dbg !38
  %455 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %446, float %447, float %448, float %449, i32 %387, i32 %388, i32 %389, i32 %390, i32 %423, i32 %425) #2, !dbg !38
  %456 = extractvalue { float, float, float, float } %455, 0, !dbg !38
  %457 = extractvalue { float, float, float, float } %455, 1, !dbg !38
  %458 = extractvalue { float, float, float, float } %455, 2, !dbg !38
  %459 = extractvalue { float, float, float, float } %455, 3, !dbg !38
  %460 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %451, float %452, float %453, float %454, i32 %393, i32 %394, i32 %395, i32 %396, i32 %411, i32 %413) #2, !dbg !38
  %461 = extractvalue { float, float, float, float } %460, 0, !dbg !38
  %462 = extractvalue { float, float, float, float } %460, 1, !dbg !38
  %463 = extractvalue { float, float, float, float } %460, 2, !dbg !38
  %464 = extractvalue { float, float, float, float } %460, 3, !dbg !38
  %465 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %456, float %457, float %458, float %459, i32 %393, i32 %394, i32 %395, i32 %396, i32 %427, i32 %429) #2, !dbg !38
  %466 = extractvalue { float, float, float, float } %465, 0, !dbg !38
  %467 = extractvalue { float, float, float, float } %465, 1, !dbg !38
  %468 = extractvalue { float, float, float, float } %465, 2, !dbg !38
  %469 = extractvalue { float, float, float, float } %465, 3, !dbg !38
  %470 = add i32 %358, 1, !dbg !25
  %471 = icmp sgt i32 %470, 1, !dbg !25
  %472 = select i1 %471, i32 0, i32 %470, !dbg !25
  %473 = shl nuw nsw i64 %indvars.iv, 5, !dbg !35
  %474 = add nuw nsw i64 %473, 64, !dbg !35
  %475 = trunc i64 %474 to i32, !dbg !26
  %476 = or disjoint i32 %27, %475, !dbg !26
  %477 = icmp slt i32 %476, %5, !dbg !26
  %478 = and i1 %40, %477, !dbg !27
  %479 = and i1 %41, %477, !dbg !27
  %480 = and i1 %42, %477, !dbg !27
  %481 = and i1 %43, %477, !dbg !27
  %482 = and i1 %44, %477, !dbg !27
  %483 = and i1 %45, %477, !dbg !27
  %484 = and i1 %46, %477, !dbg !27
  %485 = and i1 %47, %477, !dbg !27
  %486 = mul i32 %476, %7, !dbg !28
  %487 = sext i32 %486 to i64, !dbg !22
  %488 = getelementptr [4 x i8], ptr addrspace(1) %57, i64 %487, !dbg !22
  %489 = getelementptr [4 x i8], ptr addrspace(1) %59, i64 %487, !dbg !22
  %490 = getelementptr [4 x i8], ptr addrspace(1) %61, i64 %487, !dbg !22
  %491 = getelementptr [4 x i8], ptr addrspace(1) %63, i64 %487, !dbg !22
  %492 = getelementptr [4 x i8], ptr addrspace(1) %65, i64 %487, !dbg !22
  %493 = getelementptr [4 x i8], ptr addrspace(1) %67, i64 %487, !dbg !22
  %494 = getelementptr [4 x i8], ptr addrspace(1) %69, i64 %487, !dbg !22
  %495 = getelementptr [4 x i8], ptr addrspace(1) %71, i64 %487, !dbg !22
  %496 = shl i32 %472, 10, !dbg !29
  %497 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %496, !dbg !29
  %498 = and i1 %367, %478, !dbg !25
  %499 = and i1 %367, %479, !dbg !25
  %500 = and i1 %367, %480, !dbg !25
  %501 = and i1 %367, %481, !dbg !25
  %502 = and i1 %367, %482, !dbg !25
  %503 = and i1 %367, %483, !dbg !25
  %504 = and i1 %367, %484, !dbg !25
  %505 = and i1 %367, %485, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !29
  %506 = getelementptr inbounds nuw i8, ptr addrspace(3) %497, i32 %105, !dbg !29
  %507 = select i1 %498, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %506, ptr addrspace(1) %488, i32 %507) #2, !dbg !29
  %508 = getelementptr inbounds nuw i8, ptr addrspace(3) %497, i32 %108, !dbg !29
  %509 = select i1 %500, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %508, ptr addrspace(1) %490, i32 %509) #2, !dbg !29
  %510 = getelementptr inbounds nuw i8, ptr addrspace(3) %497, i32 %111, !dbg !29
  %511 = select i1 %502, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %510, ptr addrspace(1) %492, i32 %511) #2, !dbg !29
  %512 = getelementptr inbounds nuw i8, ptr addrspace(3) %497, i32 %114, !dbg !29
  %513 = select i1 %504, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %512, ptr addrspace(1) %494, i32 %513) #2, !dbg !29
  %514 = getelementptr inbounds nuw i8, ptr addrspace(3) %497, i32 %117, !dbg !29
  %515 = select i1 %499, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %514, ptr addrspace(1) %489, i32 %515) #2, !dbg !29
  %516 = getelementptr inbounds nuw i8, ptr addrspace(3) %497, i32 %120, !dbg !29
  %517 = select i1 %501, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %516, ptr addrspace(1) %491, i32 %517) #2, !dbg !29
  %518 = getelementptr inbounds nuw i8, ptr addrspace(3) %497, i32 %123, !dbg !29
  %519 = select i1 %503, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %518, ptr addrspace(1) %493, i32 %519) #2, !dbg !29
  %520 = getelementptr inbounds nuw i8, ptr addrspace(3) %497, i32 %126, !dbg !29
  %521 = select i1 %505, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %520, ptr addrspace(1) %495, i32 %521) #2, !dbg !29
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !29
  %522 = trunc i64 %474 to i32, !dbg !30
  %523 = or disjoint i32 %19, %522, !dbg !30
  %524 = icmp slt i32 %523, %5, !dbg !30
  %525 = trunc i64 %474 to i32, !dbg !30
  %526 = or disjoint i32 %20, %525, !dbg !30
  %527 = icmp slt i32 %526, %5, !dbg !30
  %528 = trunc i64 %474 to i32, !dbg !30
  %529 = or disjoint i32 %21, %528, !dbg !30
  %530 = icmp slt i32 %529, %5, !dbg !30
  %531 = trunc i64 %474 to i32, !dbg !30
  %532 = or disjoint i32 %22, %531, !dbg !30
  %533 = icmp slt i32 %532, %5, !dbg !30
  %534 = trunc i64 %474 to i32, !dbg !30
  %535 = or disjoint i32 %23, %534, !dbg !30
  %536 = icmp slt i32 %535, %5, !dbg !30
  %537 = trunc i64 %474 to i32, !dbg !30
  %538 = or disjoint i32 %24, %537, !dbg !30
  %539 = icmp slt i32 %538, %5, !dbg !30
  %540 = trunc i64 %474 to i32, !dbg !30
  %541 = or disjoint i32 %25, %540, !dbg !30
  %542 = icmp slt i32 %541, %5, !dbg !30
  %543 = trunc i64 %474 to i32, !dbg !30
  %544 = or disjoint i32 %26, %543, !dbg !30
  %545 = icmp slt i32 %544, %5, !dbg !30
  %546 = and i1 %72, %524, !dbg !31
  %547 = and i1 %72, %527, !dbg !31
  %548 = and i1 %72, %530, !dbg !31
  %549 = and i1 %72, %533, !dbg !31
  %550 = and i1 %72, %536, !dbg !31
  %551 = and i1 %72, %539, !dbg !31
  %552 = and i1 %72, %542, !dbg !31
  %553 = and i1 %72, %545, !dbg !31
  %554 = mul i32 %523, %8, !dbg !32
  %555 = mul i32 %526, %8, !dbg !32
  %556 = mul i32 %529, %8, !dbg !32
  %557 = mul i32 %532, %8, !dbg !32
  %558 = mul i32 %535, %8, !dbg !32
  %559 = mul i32 %538, %8, !dbg !32
  %560 = mul i32 %541, %8, !dbg !32
  %561 = mul i32 %544, %8, !dbg !32
  %562 = sext i32 %554 to i64, !dbg !33
  %563 = sext i32 %555 to i64, !dbg !33
  %564 = sext i32 %556 to i64, !dbg !33
  %565 = sext i32 %557 to i64, !dbg !33
  %566 = sext i32 %558 to i64, !dbg !33
  %567 = sext i32 %559 to i64, !dbg !33
  %568 = sext i32 %560 to i64, !dbg !33
  %569 = sext i32 %561 to i64, !dbg !33
  %gep = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %562, !dbg !33
  %gep17 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %563, !dbg !33
  %gep19 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %564, !dbg !33
  %gep21 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %565, !dbg !33
  %gep23 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %566, !dbg !33
  %gep25 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %567, !dbg !33
  %gep27 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %568, !dbg !33
  %gep29 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %569, !dbg !33
  %570 = getelementptr [4 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %496, !dbg !34
  %571 = and i1 %367, %546, !dbg !25
  %572 = and i1 %367, %547, !dbg !25
  %573 = and i1 %367, %548, !dbg !25
  %574 = and i1 %367, %549, !dbg !25
  %575 = and i1 %367, %550, !dbg !25
  %576 = and i1 %367, %551, !dbg !25
  %577 = and i1 %367, %552, !dbg !25
  %578 = and i1 %367, %553, !dbg !25
  %579 = getelementptr inbounds nuw i8, ptr addrspace(3) %570, i32 %186, !dbg !34
  %580 = select i1 %571, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %579, ptr addrspace(1) %gep, i32 %580) #2, !dbg !34
  %581 = getelementptr inbounds nuw i8, ptr addrspace(3) %570, i32 %189, !dbg !34
  %582 = select i1 %572, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %581, ptr addrspace(1) %gep17, i32 %582) #2, !dbg !34
  %583 = getelementptr inbounds nuw i8, ptr addrspace(3) %570, i32 %192, !dbg !34
  %584 = select i1 %573, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %583, ptr addrspace(1) %gep19, i32 %584) #2, !dbg !34
  %585 = getelementptr inbounds nuw i8, ptr addrspace(3) %570, i32 %195, !dbg !34
  %586 = select i1 %574, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %585, ptr addrspace(1) %gep21, i32 %586) #2, !dbg !34
  %587 = getelementptr inbounds nuw i8, ptr addrspace(3) %570, i32 %198, !dbg !34
  %588 = select i1 %575, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %587, ptr addrspace(1) %gep23, i32 %588) #2, !dbg !34
  %589 = getelementptr inbounds nuw i8, ptr addrspace(3) %570, i32 %201, !dbg !34
  %590 = select i1 %576, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %589, ptr addrspace(1) %gep25, i32 %590) #2, !dbg !34
  %591 = getelementptr inbounds nuw i8, ptr addrspace(3) %570, i32 %204, !dbg !34
  %592 = select i1 %577, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %591, ptr addrspace(1) %gep27, i32 %592) #2, !dbg !34
  %593 = getelementptr inbounds nuw i8, ptr addrspace(3) %570, i32 %207, !dbg !34
  %594 = select i1 %578, i32 4, i32 0, !dbg !34
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %593, ptr addrspace(1) %gep29, i32 %594) #2, !dbg !34
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !34
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !25
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !25
  br i1 %exitcond.not, label %._crit_edge, label %356, !dbg !25

._crit_edge:                                      ; preds = %356, %.._crit_edge_crit_edge
  %.pre-phi32 = phi i32 [ %.pre31, %.._crit_edge_crit_edge ], [ %342, %356 ], !dbg !36
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %339, %356 ], !dbg !36
  %595 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %461, %356 ]
  %596 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %462, %356 ]
  %597 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %463, %356 ]
  %598 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %464, %356 ]
  %599 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %466, %356 ]
  %600 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %467, %356 ]
  %601 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %468, %356 ]
  %602 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %469, %356 ]
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %603 = and i1 %40, %72, !dbg !39
  %604 = and i1 %41, %72, !dbg !39
  %605 = and i1 %42, %72, !dbg !39
  %606 = and i1 %43, %72, !dbg !39
  %607 = and i1 %44, %72, !dbg !39
  %608 = and i1 %45, %72, !dbg !39
  %609 = and i1 %46, %72, !dbg !39
  %610 = and i1 %47, %72, !dbg !39
  %611 = mul i32 %10, %28, !dbg !40
  %612 = mul i32 %10, %29, !dbg !40
  %613 = mul i32 %10, %30, !dbg !40
  %614 = mul i32 %10, %31, !dbg !40
  %615 = mul i32 %10, %32, !dbg !40
  %616 = mul i32 %10, %33, !dbg !40
  %617 = mul i32 %10, %34, !dbg !40
  %618 = mul i32 %10, %35, !dbg !40
  %619 = sext i32 %611 to i64, !dbg !41
  %620 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %619, !dbg !41
  %621 = sext i32 %612 to i64, !dbg !41
  %622 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %621, !dbg !41
  %623 = sext i32 %613 to i64, !dbg !41
  %624 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %623, !dbg !41
  %625 = sext i32 %614 to i64, !dbg !41
  %626 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %625, !dbg !41
  %627 = sext i32 %615 to i64, !dbg !41
  %628 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %627, !dbg !41
  %629 = sext i32 %616 to i64, !dbg !41
  %630 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %629, !dbg !41
  %631 = sext i32 %617 to i64, !dbg !41
  %632 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %631, !dbg !41
  %633 = sext i32 %618 to i64, !dbg !41
  %634 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %633, !dbg !41
  %635 = mul i32 %11, %38, !dbg !42
  %636 = sext i32 %635 to i64, !dbg !41
  %637 = getelementptr [4 x i8], ptr addrspace(1) %620, i64 %636, !dbg !41
  %638 = getelementptr [4 x i8], ptr addrspace(1) %622, i64 %636, !dbg !41
  %639 = getelementptr [4 x i8], ptr addrspace(1) %624, i64 %636, !dbg !41
  %640 = getelementptr [4 x i8], ptr addrspace(1) %626, i64 %636, !dbg !41
  %641 = getelementptr [4 x i8], ptr addrspace(1) %628, i64 %636, !dbg !41
  %642 = getelementptr [4 x i8], ptr addrspace(1) %630, i64 %636, !dbg !41
  %643 = getelementptr [4 x i8], ptr addrspace(1) %632, i64 %636, !dbg !41
  %644 = getelementptr [4 x i8], ptr addrspace(1) %634, i64 %636, !dbg !41
  %645 = shl nuw nsw i32 %17, 8, !dbg !36
  %646 = shl nuw nsw i32 %17, 3, !dbg !36
  %647 = and i32 %646, 192, !dbg !36
  %648 = shl nuw nsw i32 %17, 1, !dbg !36
  %649 = and i32 %648, 72, !dbg !36
  %650 = and i32 %17, 64, !dbg !36
  %651 = shl nuw nsw i32 %650, 2, !dbg !36
  %652 = xor i32 %647, %649, !dbg !36
  %653 = insertelement <4 x i32> poison, i32 %645, i64 0, !dbg !36
  %654 = insertelement <4 x i32> %653, i32 %.pre-phi, i64 1, !dbg !36
  %655 = insertelement <4 x i32> %654, i32 %651, i64 2, !dbg !36
  %656 = insertelement <4 x i32> %655, i32 %652, i64 3, !dbg !36
  %657 = and <4 x i32> %656, <i32 3072, i32 48, i32 -1, i32 -1>, !dbg !36
  %658 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %657), !dbg !36
  %659 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %658, !dbg !36
  %660 = insertelement <2 x float> poison, float %595, i64 0, !dbg !36
  %661 = insertelement <2 x float> %660, float %597, i64 1, !dbg !36
  store <2 x float> %661, ptr addrspace(3) %659, align 8, !dbg !36
  %662 = getelementptr inbounds nuw i8, ptr addrspace(3) %659, i32 512, !dbg !36
  %663 = insertelement <2 x float> poison, float %599, i64 0, !dbg !36
  %664 = insertelement <2 x float> %663, float %601, i64 1, !dbg !36
  store <2 x float> %664, ptr addrspace(3) %662, align 8, !dbg !36
  %665 = xor i32 %658, 8, !dbg !36
  %666 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %665, !dbg !36
  %667 = insertelement <2 x float> poison, float %596, i64 0, !dbg !36
  %668 = insertelement <2 x float> %667, float %598, i64 1, !dbg !36
  store <2 x float> %668, ptr addrspace(3) %666, align 8, !dbg !36
  %669 = getelementptr inbounds nuw i8, ptr addrspace(3) %666, i32 512, !dbg !36
  %670 = insertelement <2 x float> poison, float %600, i64 0, !dbg !36
  %671 = insertelement <2 x float> %670, float %602, i64 1, !dbg !36
  store <2 x float> %671, ptr addrspace(3) %669, align 8, !dbg !36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  %672 = and i32 %646, 120, !dbg !36
  %673 = and i32 %.pre-phi32, 512, !dbg !36
  %674 = and i32 %17, 32, !dbg !36
  %675 = icmp eq i32 %674, 0, !dbg !36
  %676 = select i1 %675, i32 0, i32 1032, !dbg !36
  %677 = icmp eq i32 %650, 0, !dbg !36
  %678 = select i1 %677, i32 0, i32 2112, !dbg !36
  %679 = xor i32 %676, %672, !dbg !36
  %680 = xor i32 %679, %678, !dbg !36
  %681 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %673, !dbg !36
  %682 = getelementptr inbounds nuw i8, ptr addrspace(3) %681, i32 %680, !dbg !36
  %683 = load <2 x i32>, ptr addrspace(3) %682, align 8, !dbg !36
  %684 = getelementptr inbounds nuw i8, ptr addrspace(3) %682, i32 128, !dbg !36
  %685 = load <2 x i32>, ptr addrspace(3) %684, align 8, !dbg !36
  %686 = getelementptr inbounds nuw i8, ptr addrspace(3) %682, i32 256, !dbg !36
  %687 = load <2 x i32>, ptr addrspace(3) %686, align 8, !dbg !36
  %688 = getelementptr inbounds nuw i8, ptr addrspace(3) %682, i32 384, !dbg !36
  %689 = load <2 x i32>, ptr addrspace(3) %688, align 8, !dbg !36
  %.extract = extractelement <2 x i32> %683, i64 0, !dbg !36
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract, ptr addrspace(1) %637, i1 %603) #2, !dbg !36
  %.extract9 = extractelement <2 x i32> %685, i64 0, !dbg !36
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract9, ptr addrspace(1) %638, i1 %604) #2, !dbg !36
  %.extract10 = extractelement <2 x i32> %683, i64 1, !dbg !36
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract10, ptr addrspace(1) %639, i1 %605) #2, !dbg !36
  %.extract11 = extractelement <2 x i32> %685, i64 1, !dbg !36
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract11, ptr addrspace(1) %640, i1 %606) #2, !dbg !36
  %.extract12 = extractelement <2 x i32> %687, i64 0, !dbg !36
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract12, ptr addrspace(1) %641, i1 %607) #2, !dbg !36
  %.extract13 = extractelement <2 x i32> %689, i64 0, !dbg !36
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract13, ptr addrspace(1) %642, i1 %608) #2, !dbg !36
  %.extract14 = extractelement <2 x i32> %687, i64 1, !dbg !36
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract14, ptr addrspace(1) %643, i1 %609) #2, !dbg !36
  %.extract15 = extractelement <2 x i32> %689, i64 1, !dbg !36
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract15, ptr addrspace(1) %644, i1 %610) #2, !dbg !36
  ret void, !dbg !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #5

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_k", linkageName: "matmul_k", scope: !1, file: !1, line: 180, type: !5, scopeLine: 180, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !9, !9, !9, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 183, column: 10, scope: !4)
!13 = !DILocation(line: 183, column: 34, scope: !4)
!14 = !DILocation(line: 184, column: 10, scope: !4)
!15 = !DILocation(line: 43, column: 13, scope: !16, inlinedAt: !18)
!16 = distinct !DILexicalBlockFile(scope: !4, file: !17, discriminator: 0)
!17 = !DIFile(filename: "standard.py", directory: ".")
!18 = !DILocation(line: 187, column: 23, scope: !19)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!20 = !DILocation(line: 189, column: 71, scope: !4)
!21 = !DILocation(line: 189, column: 26, scope: !4)
!22 = !DILocation(line: 189, column: 22, scope: !4)
!23 = !DILocation(line: 190, column: 91, scope: !4)
!24 = !DILocation(line: 190, column: 46, scope: !4)
!25 = !DILocation(line: 187, column: 5, scope: !4)
!26 = !DILocation(line: 189, column: 91, scope: !4)
!27 = !DILocation(line: 189, column: 70, scope: !4)
!28 = !DILocation(line: 189, column: 46, scope: !4)
!29 = !DILocation(line: 189, column: 14, scope: !4)
!30 = !DILocation(line: 190, column: 71, scope: !4)
!31 = !DILocation(line: 190, column: 70, scope: !4)
!32 = !DILocation(line: 190, column: 26, scope: !4)
!33 = !DILocation(line: 190, column: 22, scope: !4)
!34 = !DILocation(line: 190, column: 14, scope: !4)
!35 = !DILocation(line: 188, column: 14, scope: !4)
!36 = !DILocation(line: 192, column: 5, scope: !4)
!37 = !DILocation(line: 43, column: 12, scope: !16, inlinedAt: !18)
!38 = !DILocation(line: 191, column: 16, scope: !4)
!39 = !DILocation(line: 192, column: 90, scope: !4)
!40 = !DILocation(line: 192, column: 18, scope: !4)
!41 = !DILocation(line: 192, column: 14, scope: !4)
!42 = !DILocation(line: 192, column: 38, scope: !4)
!43 = !DILocation(line: 180, column: 1, scope: !4)
