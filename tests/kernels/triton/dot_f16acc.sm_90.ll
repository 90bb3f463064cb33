; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_acc(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %10 = shl i32 %9, 4, !dbg !12
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %12 = and i32 %11, 16, !dbg !13
  %13 = lshr exact i32 %12, 4, !dbg !13
  %14 = or disjoint i32 %13, 2, !dbg !13
  %15 = or disjoint i32 %13, 4, !dbg !13
  %16 = or disjoint i32 %13, 6, !dbg !13
  %17 = or disjoint i32 %13, 8, !dbg !13
  %18 = or disjoint i32 %13, 10, !dbg !13
  %19 = or disjoint i32 %13, 12, !dbg !13
  %20 = or disjoint i32 %13, 14, !dbg !13
  %21 = and i32 %11, 15, !dbg !13
  %22 = or disjoint i32 %13, %10, !dbg !12
  %23 = or disjoint i32 %14, %10, !dbg !12
  %24 = or disjoint i32 %15, %10, !dbg !12
  %25 = or disjoint i32 %16, %10, !dbg !12
  %26 = or disjoint i32 %17, %10, !dbg !12
  %27 = or disjoint i32 %18, %10, !dbg !12
  %28 = or disjoint i32 %19, %10, !dbg !12
  %29 = or disjoint i32 %20, %10, !dbg !12
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !14
  %31 = shl nuw nsw i32 %30, 4, !dbg !14
  %32 = or disjoint i32 %31, %21, !dbg !14
  %33 = add i32 %5, 15, !dbg !15
  %34 = icmp slt i32 %22, %3, !dbg !20
  %35 = icmp slt i32 %23, %3, !dbg !20
  %36 = icmp slt i32 %24, %3, !dbg !20
  %37 = icmp slt i32 %25, %3, !dbg !20
  %38 = icmp slt i32 %26, %3, !dbg !20
  %39 = icmp slt i32 %27, %3, !dbg !20
  %40 = icmp slt i32 %28, %3, !dbg !20
  %41 = icmp slt i32 %29, %3, !dbg !20
  %42 = mul i32 %5, %22, !dbg !21
  %43 = mul i32 %5, %23, !dbg !21
  %44 = mul i32 %5, %24, !dbg !21
  %45 = mul i32 %5, %25, !dbg !21
  %46 = mul i32 %5, %26, !dbg !21
  %47 = mul i32 %5, %27, !dbg !21
  %48 = mul i32 %5, %28, !dbg !21
  %49 = mul i32 %5, %29, !dbg !21
  %50 = sext i32 %42 to i64, !dbg !22
  %51 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %50, !dbg !22
  %52 = sext i32 %43 to i64, !dbg !22
  %53 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %52, !dbg !22
  %54 = sext i32 %44 to i64, !dbg !22
  %55 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %54, !dbg !22
  %56 = sext i32 %45 to i64, !dbg !22
  %57 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %56, !dbg !22
  %58 = sext i32 %46 to i64, !dbg !22
  %59 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %58, !dbg !22
  %60 = sext i32 %47 to i64, !dbg !22
  %61 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %60, !dbg !22
  %62 = sext i32 %48 to i64, !dbg !22
  %63 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %62, !dbg !22
  %64 = sext i32 %49 to i64, !dbg !22
  %65 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %64, !dbg !22
  %66 = icmp slt i32 %32, %4, !dbg !23
  %67 = icmp sgt i32 %33, 15, !dbg !24
  br i1 %67, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !24

.._crit_edge_crit_edge:                           ; preds = %8
  %.pre = zext nneg i32 %32 to i64, !dbg !25
  %.pre30 = shl nuw nsw i32 %11, 5, !dbg !26
  br label %._crit_edge, !dbg !24

.lr.ph:                                           ; preds = %8
  %68 = lshr i32 %33, 4, !dbg !27
  %69 = shl nuw nsw i32 %11, 1
  %70 = and i32 %69, 62
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %70
  %72 = or disjoint i32 %70, 64
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %72
  %74 = or disjoint i32 %70, 256
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %74
  %76 = or disjoint i32 %70, 320
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %76
  %78 = xor i32 %70, 144
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %78
  %80 = or disjoint i32 %78, 64
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %80
  %82 = or disjoint i32 %78, 256
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %82
  %84 = or disjoint i32 %78, 320
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %84
  %86 = zext nneg i32 %32 to i64
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %86, !dbg !24
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %70
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %72
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %74
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %76
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %78
  %92 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %80
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %82
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %84
  %95 = shl nuw nsw i32 %11, 5
  %96 = and i32 %95, 352
  %97 = and i32 %11, 4
  %98 = icmp eq i32 %97, 0
  %99 = select i1 %98, i32 0, i32 144
  %100 = xor i32 %99, %12
  %101 = or disjoint i32 %100, %96
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %101
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %101
  %104 = zext nneg i32 %13 to i64, !dbg !24
  %105 = zext nneg i32 %5 to i64, !dbg !24
  %106 = zext nneg i32 %14 to i64, !dbg !24
  %107 = zext nneg i32 %15 to i64, !dbg !24
  %108 = zext nneg i32 %16 to i64, !dbg !24
  %109 = zext nneg i32 %17 to i64, !dbg !24
  %110 = zext nneg i32 %18 to i64, !dbg !24
  %111 = zext nneg i32 %19 to i64, !dbg !24
  %112 = zext nneg i32 %20 to i64, !dbg !24
  %113 = zext nneg i32 %21 to i64, !dbg !24
  %wide.trip.count = zext nneg i32 %68 to i64, !dbg !24
  br label %114, !dbg !24

114:                                              ; preds = %.lr.ph, %114
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %114 ]
  %115 = phi half [ 0.000000e+00, %.lr.ph ], [ %246, %114 ]
  %116 = phi half [ 0.000000e+00, %.lr.ph ], [ %247, %114 ]
  %117 = phi half [ 0.000000e+00, %.lr.ph ], [ %248, %114 ]
  %118 = phi half [ 0.000000e+00, %.lr.ph ], [ %249, %114 ]
  %119 = phi half [ 0.000000e+00, %.lr.ph ], [ %250, %114 ]
  %120 = phi half [ 0.000000e+00, %.lr.ph ], [ %251, %114 ]
  %121 = phi half [ 0.000000e+00, %.lr.ph ], [ %252, %114 ]
  %122 = phi half [ 0.000000e+00, %.lr.ph ], [ %253, %114 ]
  %123 = shl nuw nsw i64 %indvars.iv, 4, !dbg !28
  %124 = or disjoint i64 %123, %104, !dbg !28
  %125 = or disjoint i64 %123, %106, !dbg !28
  %126 = or disjoint i64 %123, %107, !dbg !28
  %127 = or disjoint i64 %123, %108, !dbg !28
  %128 = or disjoint i64 %123, %109, !dbg !28
  %129 = or disjoint i64 %123, %110, !dbg !28
  %130 = or disjoint i64 %123, %111, !dbg !28
  %131 = or disjoint i64 %123, %112, !dbg !28
  %132 = or disjoint i64 %123, %113, !dbg !28
  %133 = icmp samesign ult i64 %132, %105, !dbg !29
  %134 = and i1 %34, %133, !dbg !30
  %135 = and i1 %35, %133, !dbg !30
  %136 = and i1 %36, %133, !dbg !30
  %137 = and i1 %37, %133, !dbg !30
  %138 = and i1 %38, %133, !dbg !30
  %139 = and i1 %39, %133, !dbg !30
  %140 = and i1 %40, %133, !dbg !30
  %141 = and i1 %41, %133, !dbg !30
  %142 = getelementptr [2 x i8], ptr addrspace(1) %51, i64 %132, !dbg !22
  %143 = getelementptr [2 x i8], ptr addrspace(1) %53, i64 %132, !dbg !22
  %144 = getelementptr [2 x i8], ptr addrspace(1) %55, i64 %132, !dbg !22
  %145 = getelementptr [2 x i8], ptr addrspace(1) %57, i64 %132, !dbg !22
  %146 = getelementptr [2 x i8], ptr addrspace(1) %59, i64 %132, !dbg !22
  %147 = getelementptr [2 x i8], ptr addrspace(1) %61, i64 %132, !dbg !22
  %148 = getelementptr [2 x i8], ptr addrspace(1) %63, i64 %132, !dbg !22
  %149 = getelementptr [2 x i8], ptr addrspace(1) %65, i64 %132, !dbg !22
  %150 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %142, i1 %134) #5, !dbg !31
  %151 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %143, i1 %135) #5, !dbg !31
  %152 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %144, i1 %136) #5, !dbg !31
  %153 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %145, i1 %137) #5, !dbg !31
  %154 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %146, i1 %138) #5, !dbg !31
  %155 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %147, i1 %139) #5, !dbg !31
  %156 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %148, i1 %140) #5, !dbg !31
  %157 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %149, i1 %141) #5, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %158 = insertelement <1 x i16> poison, i16 %150, i64 0, !dbg !31
  store <1 x i16> %158, ptr addrspace(3) %71, align 2, !dbg !31
  %159 = insertelement <1 x i16> poison, i16 %151, i64 0, !dbg !31
  store <1 x i16> %159, ptr addrspace(3) %73, align 2, !dbg !31
  %160 = insertelement <1 x i16> poison, i16 %154, i64 0, !dbg !31
  store <1 x i16> %160, ptr addrspace(3) %75, align 2, !dbg !31
  %161 = insertelement <1 x i16> poison, i16 %155, i64 0, !dbg !31
  store <1 x i16> %161, ptr addrspace(3) %77, align 2, !dbg !31
  %162 = insertelement <1 x i16> poison, i16 %152, i64 0, !dbg !31
  store <1 x i16> %162, ptr addrspace(3) %79, align 2, !dbg !31
  %163 = insertelement <1 x i16> poison, i16 %153, i64 0, !dbg !31
  store <1 x i16> %163, ptr addrspace(3) %81, align 2, !dbg !31
  %164 = insertelement <1 x i16> poison, i16 %156, i64 0, !dbg !31
  store <1 x i16> %164, ptr addrspace(3) %83, align 2, !dbg !31
  %165 = insertelement <1 x i16> poison, i16 %157, i64 0, !dbg !31
  store <1 x i16> %165, ptr addrspace(3) %85, align 2, !dbg !31
  %166 = icmp samesign ult i64 %124, %105, !dbg !32
  %167 = icmp samesign ult i64 %125, %105, !dbg !32
  %168 = icmp samesign ult i64 %126, %105, !dbg !32
  %169 = icmp samesign ult i64 %127, %105, !dbg !32
  %170 = icmp samesign ult i64 %128, %105, !dbg !32
  %171 = icmp samesign ult i64 %129, %105, !dbg !32
  %172 = icmp samesign ult i64 %130, %105, !dbg !32
  %173 = icmp samesign ult i64 %131, %105, !dbg !32
  %174 = and i1 %66, %166, !dbg !33
  %175 = and i1 %66, %167, !dbg !33
  %176 = and i1 %66, %168, !dbg !33
  %177 = and i1 %66, %169, !dbg !33
  %178 = and i1 %66, %170, !dbg !33
  %179 = and i1 %66, %171, !dbg !33
  %180 = and i1 %66, %172, !dbg !33
  %181 = and i1 %66, %173, !dbg !33
  %182 = trunc nuw nsw i64 %124 to i32, !dbg !34
  %183 = mul i32 %4, %182, !dbg !34
  %184 = trunc nuw nsw i64 %125 to i32, !dbg !34
  %185 = mul i32 %4, %184, !dbg !34
  %186 = trunc nuw nsw i64 %126 to i32, !dbg !34
  %187 = mul i32 %4, %186, !dbg !34
  %188 = trunc nuw nsw i64 %127 to i32, !dbg !34
  %189 = mul i32 %4, %188, !dbg !34
  %190 = trunc nuw nsw i64 %128 to i32, !dbg !34
  %191 = mul i32 %4, %190, !dbg !34
  %192 = trunc nuw nsw i64 %129 to i32, !dbg !34
  %193 = mul i32 %4, %192, !dbg !34
  %194 = trunc nuw nsw i64 %130 to i32, !dbg !34
  %195 = mul i32 %4, %194, !dbg !34
  %196 = trunc nuw nsw i64 %131 to i32, !dbg !34
  %197 = mul i32 %4, %196, !dbg !34
  %198 = sext i32 %183 to i64, !dbg !35
  %199 = sext i32 %185 to i64, !dbg !35
  %200 = sext i32 %187 to i64, !dbg !35
  %201 = sext i32 %189 to i64, !dbg !35
  %202 = sext i32 %191 to i64, !dbg !35
  %203 = sext i32 %193 to i64, !dbg !35
  %204 = sext i32 %195 to i64, !dbg !35
  %205 = sext i32 %197 to i64, !dbg !35
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %198, !dbg !35
  %gep16 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %199, !dbg !35
  %gep18 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %200, !dbg !35
  %gep20 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %201, !dbg !35
  %gep22 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %202, !dbg !35
  %gep24 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %203, !dbg !35
  %gep26 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %204, !dbg !35
  %gep28 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %205, !dbg !35
  %206 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep, i1 %174) #5, !dbg !36
  %207 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep16, i1 %175) #5, !dbg !36
  %208 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep18, i1 %176) #5, !dbg !36
  %209 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep20, i1 %177) #5, !dbg !36
  %210 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep22, i1 %178) #5, !dbg !36
  %211 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep24, i1 %179) #5, !dbg !36
  %212 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep26, i1 %180) #5, !dbg !36
  %213 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep28, i1 %181) #5, !dbg !36
  %214 = insertelement <1 x i16> poison, i16 %206, i64 0, !dbg !36
  store <1 x i16> %214, ptr addrspace(3) %87, align 2, !dbg !36
  %215 = insertelement <1 x i16> poison, i16 %207, i64 0, !dbg !36
  store <1 x i16> %215, ptr addrspace(3) %88, align 2, !dbg !36
  %216 = insertelement <1 x i16> poison, i16 %210, i64 0, !dbg !36
  store <1 x i16> %216, ptr addrspace(3) %89, align 2, !dbg !36
  %217 = insertelement <1 x i16> poison, i16 %211, i64 0, !dbg !36
  store <1 x i16> %217, ptr addrspace(3) %90, align 2, !dbg !36
  %218 = insertelement <1 x i16> poison, i16 %208, i64 0, !dbg !36
  store <1 x i16> %218, ptr addrspace(3) %91, align 2, !dbg !36
  %219 = insertelement <1 x i16> poison, i16 %209, i64 0, !dbg !36
  store <1 x i16> %219, ptr addrspace(3) %92, align 2, !dbg !36
  %220 = insertelement <1 x i16> poison, i16 %212, i64 0, !dbg !36
  store <1 x i16> %220, ptr addrspace(3) %93, align 2, !dbg !36
  %221 = insertelement <1 x i16> poison, i16 %213, i64 0, !dbg !36
  store <1 x i16> %221, ptr addrspace(3) %94, align 2, !dbg !36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %222 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %102), !dbg !31
  %223 = extractvalue { i32, i32, i32, i32 } %222, 0, !dbg !31
  %224 = extractvalue { i32, i32, i32, i32 } %222, 1, !dbg !31
  %225 = extractvalue { i32, i32, i32, i32 } %222, 2, !dbg !31
  %226 = extractvalue { i32, i32, i32, i32 } %222, 3, !dbg !31
  %227 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %103), !dbg !36
  %228 = extractvalue { i32, i32, i32, i32 } %227, 0, !dbg !36
  %229 = extractvalue { i32, i32, i32, i32 } %227, 1, !dbg !36
  %230 = extractvalue { i32, i32, i32, i32 } %227, 2, !dbg !36
  %231 = extractvalue { i32, i32, i32, i32 } %227, 3, !dbg !36
  %232 = insertelement <2 x half> poison, half %115, i64 0, !dbg !37
  %233 = insertelement <2 x half> %232, half %116, i64 1, !dbg !37
  %234 = insertelement <2 x half> poison, half %117, i64 0, !dbg !37
  %235 = insertelement <2 x half> %234, half %118, i64 1, !dbg !37
  %236 = insertelement <2 x half> poison, half %119, i64 0, !dbg !37
  %237 = insertelement <2 x half> %236, half %120, i64 1, !dbg !37
  %238 = insertelement <2 x half> poison, half %121, i64 0, !dbg !37
  %239 = insertelement <2 x half> %238, half %122, i64 1, !dbg !37
  %240 = tail call { <2 x half>, <2 x half> } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 { $0, $1 }, { $4, $5, $6, $7 }, { $8, $9 }, { $2, $3 };", "=r,=r,0,1,r,r,r,r,r,r"(<2 x half> %233, <2 x half> %235, i32 %223, i32 %224, i32 %225, i32 %226, i32 %228, i32 %229) #5, !dbg !37
  %241 = extractvalue { <2 x half>, <2 x half> } %240, 0, !dbg !37
  %242 = extractvalue { <2 x half>, <2 x half> } %240, 1, !dbg !37
  %243 = tail call { <2 x half>, <2 x half> } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 { $0, $1 }, { $4, $5, $6, $7 }, { $8, $9 }, { $2, $3 };", "=r,=r,0,1,r,r,r,r,r,r"(<2 x half> %237, <2 x half> %239, i32 %223, i32 %224, i32 %225, i32 %226, i32 %230, i32 %231) #5, !dbg !37
  %244 = extractvalue { <2 x half>, <2 x half> } %243, 0, !dbg !37
  %245 = extractvalue { <2 x half>, <2 x half> } %243, 1, !dbg !37
  %246 = extractelement <2 x half> %241, i64 0, !dbg !37
  %247 = extractelement <2 x half> %241, i64 1, !dbg !37
  %248 = extractelement <2 x half> %242, i64 0, !dbg !37
  %249 = extractelement <2 x half> %242, i64 1, !dbg !37
  %250 = extractelement <2 x half> %244, i64 0, !dbg !37
  %251 = extractelement <2 x half> %244, i64 1, !dbg !37
  %252 = extractelement <2 x half> %245, i64 0, !dbg !37
  %253 = extractelement <2 x half> %245, i64 1, !dbg !37
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !24
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !24
  br i1 %exitcond.not, label %._crit_edge, label %114, !dbg !24

._crit_edge:                                      ; preds = %114, %.._crit_edge_crit_edge
  %.pre-phi31 = phi i32 [ %.pre30, %.._crit_edge_crit_edge ], [ %95, %114 ], !dbg !26
  %.pre-phi = phi i64 [ %.pre, %.._crit_edge_crit_edge ], [ %86, %114 ], !dbg !25
  %254 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %246, %114 ], !dbg !38
  %255 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %247, %114 ], !dbg !38
  %256 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %248, %114 ], !dbg !38
  %257 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %249, %114 ], !dbg !38
  %258 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %250, %114 ], !dbg !38
  %259 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %251, %114 ], !dbg !38
  %260 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %252, %114 ], !dbg !38
  %261 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %253, %114 ], !dbg !38
  %262 = and i1 %34, %66, !dbg !39
  %263 = and i1 %35, %66, !dbg !39
  %264 = and i1 %36, %66, !dbg !39
  %265 = and i1 %37, %66, !dbg !39
  %266 = and i1 %38, %66, !dbg !39
  %267 = and i1 %39, %66, !dbg !39
  %268 = and i1 %40, %66, !dbg !39
  %269 = and i1 %41, %66, !dbg !39
  %270 = mul i32 %4, %22, !dbg !40
  %271 = mul i32 %4, %23, !dbg !40
  %272 = mul i32 %4, %24, !dbg !40
  %273 = mul i32 %4, %25, !dbg !40
  %274 = mul i32 %4, %26, !dbg !40
  %275 = mul i32 %4, %27, !dbg !40
  %276 = mul i32 %4, %28, !dbg !40
  %277 = mul i32 %4, %29, !dbg !40
  %278 = sext i32 %270 to i64, !dbg !25
  %279 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %278, !dbg !25
  %280 = sext i32 %271 to i64, !dbg !25
  %281 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %280, !dbg !25
  %282 = sext i32 %272 to i64, !dbg !25
  %283 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %282, !dbg !25
  %284 = sext i32 %273 to i64, !dbg !25
  %285 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %284, !dbg !25
  %286 = sext i32 %274 to i64, !dbg !25
  %287 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %286, !dbg !25
  %288 = sext i32 %275 to i64, !dbg !25
  %289 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %288, !dbg !25
  %290 = sext i32 %276 to i64, !dbg !25
  %291 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %290, !dbg !25
  %292 = sext i32 %277 to i64, !dbg !25
  %293 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %292, !dbg !25
  %294 = getelementptr [2 x i8], ptr addrspace(1) %279, i64 %.pre-phi, !dbg !25
  %295 = getelementptr [2 x i8], ptr addrspace(1) %281, i64 %.pre-phi, !dbg !25
  %296 = getelementptr [2 x i8], ptr addrspace(1) %283, i64 %.pre-phi, !dbg !25
  %297 = getelementptr [2 x i8], ptr addrspace(1) %285, i64 %.pre-phi, !dbg !25
  %298 = getelementptr [2 x i8], ptr addrspace(1) %287, i64 %.pre-phi, !dbg !25
  %299 = getelementptr [2 x i8], ptr addrspace(1) %289, i64 %.pre-phi, !dbg !25
  %300 = getelementptr [2 x i8], ptr addrspace(1) %291, i64 %.pre-phi, !dbg !25
  %301 = getelementptr [2 x i8], ptr addrspace(1) %293, i64 %.pre-phi, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %302 = and i32 %11, 24, !dbg !26
  %303 = shl nuw nsw i32 %11, 2, !dbg !26
  %304 = shl nuw nsw i32 %302, 4, !dbg !26
  %305 = lshr exact i32 %302, 1, !dbg !26
  %306 = insertelement <4 x i32> poison, i32 %.pre-phi31, i64 0, !dbg !26
  %307 = insertelement <4 x i32> %306, i32 %303, i64 1, !dbg !26
  %308 = insertelement <4 x i32> %307, i32 %305, i64 2, !dbg !26
  %309 = insertelement <4 x i32> %308, i32 %304, i64 3, !dbg !26
  %310 = and <4 x i32> %309, <i32 96, i32 16, i32 -1, i32 -1>, !dbg !26
  %311 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %310), !dbg !26
  %312 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %311, !dbg !26
  %313 = insertelement <2 x half> poison, half %254, i64 0, !dbg !26
  %314 = insertelement <2 x half> %313, half %256, i64 1, !dbg !26
  store <2 x half> %314, ptr addrspace(3) %312, align 4, !dbg !26
  %315 = xor i32 %311, 4, !dbg !26
  %316 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %315, !dbg !26
  %317 = insertelement <2 x half> poison, half %255, i64 0, !dbg !26
  %318 = insertelement <2 x half> %317, half %257, i64 1, !dbg !26
  store <2 x half> %318, ptr addrspace(3) %316, align 4, !dbg !26
  %319 = xor i32 %311, 8, !dbg !26
  %320 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %319, !dbg !26
  %321 = insertelement <2 x half> poison, half %258, i64 0, !dbg !26
  %322 = insertelement <2 x half> %321, half %260, i64 1, !dbg !26
  store <2 x half> %322, ptr addrspace(3) %320, align 4, !dbg !26
  %323 = xor i32 %311, 12, !dbg !26
  %324 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %323, !dbg !26
  %325 = insertelement <2 x half> poison, half %259, i64 0, !dbg !26
  %326 = insertelement <2 x half> %325, half %261, i64 1, !dbg !26
  store <2 x half> %326, ptr addrspace(3) %324, align 4, !dbg !26
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !26
  %327 = shl nuw nsw i32 %11, 4, !dbg !26
  %328 = and i32 %327, 96, !dbg !26
  %329 = and i32 %303, 4, !dbg !26
  %330 = or disjoint i32 %329, %328, !dbg !26
  %331 = or disjoint i32 %330, %302, !dbg !26
  %332 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %331, !dbg !26
  %333 = load <2 x i16>, ptr addrspace(3) %332, align 4, !dbg !26
  %334 = xor i32 %331, 132, !dbg !26
  %335 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %334, !dbg !26
  %336 = load <2 x i16>, ptr addrspace(3) %335, align 4, !dbg !26
  %337 = xor i32 %331, 264, !dbg !26
  %338 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %337, !dbg !26
  %339 = load <2 x i16>, ptr addrspace(3) %338, align 4, !dbg !26
  %340 = xor i32 %331, 396, !dbg !26
  %341 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %340, !dbg !26
  %342 = load <2 x i16>, ptr addrspace(3) %341, align 4, !dbg !26
  %.extract = extractelement <2 x i16> %333, i64 0, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %294, i1 %262) #5, !dbg !26
  %.extract8 = extractelement <2 x i16> %336, i64 0, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract8, ptr addrspace(1) %295, i1 %263) #5, !dbg !26
  %.extract9 = extractelement <2 x i16> %339, i64 0, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract9, ptr addrspace(1) %296, i1 %264) #5, !dbg !26
  %.extract10 = extractelement <2 x i16> %342, i64 0, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract10, ptr addrspace(1) %297, i1 %265) #5, !dbg !26
  %.extract11 = extractelement <2 x i16> %333, i64 1, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract11, ptr addrspace(1) %298, i1 %266) #5, !dbg !26
  %.extract12 = extractelement <2 x i16> %336, i64 1, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract12, ptr addrspace(1) %299, i1 %267) #5, !dbg !26
  %.extract13 = extractelement <2 x i16> %339, i64 1, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract13, ptr addrspace(1) %300, i1 %268) #5, !dbg !26
  %.extract14 = extractelement <2 x i16> %342, i64 1, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract14, ptr addrspace(1) %301, i1 %269) #5, !dbg !26
  ret void, !dbg !41
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #4

attributes #0 = { nounwind "nvvm.reqntid"="32" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_acc", linkageName: "matmul_acc", scope: !1, file: !1, line: 262, type: !5, scopeLine: 262, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 266, column: 10, scope: !4)
!13 = !DILocation(line: 266, column: 34, scope: !4)
!14 = !DILocation(line: 267, column: 10, scope: !4)
!15 = !DILocation(line: 43, column: 13, scope: !16, inlinedAt: !18)
!16 = distinct !DILexicalBlockFile(scope: !4, file: !17, discriminator: 0)
!17 = !DIFile(filename: "standard.py", directory: ".")
!18 = !DILocation(line: 270, column: 23, scope: !19)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!20 = !DILocation(line: 272, column: 63, scope: !4)
!21 = !DILocation(line: 272, column: 26, scope: !4)
!22 = !DILocation(line: 272, column: 22, scope: !4)
!23 = !DILocation(line: 273, column: 83, scope: !4)
!24 = !DILocation(line: 270, column: 5, scope: !4)
!25 = !DILocation(line: 275, column: 14, scope: !4)
!26 = !DILocation(line: 275, column: 5, scope: !4)
!27 = !DILocation(line: 43, column: 12, scope: !16, inlinedAt: !18)
!28 = !DILocation(line: 271, column: 14, scope: !4)
!29 = !DILocation(line: 272, column: 83, scope: !4)
!30 = !DILocation(line: 272, column: 62, scope: !4)
!31 = !DILocation(line: 272, column: 14, scope: !4)
!32 = !DILocation(line: 273, column: 63, scope: !4)
!33 = !DILocation(line: 273, column: 62, scope: !4)
!34 = !DILocation(line: 273, column: 26, scope: !4)
!35 = !DILocation(line: 273, column: 22, scope: !4)
!36 = !DILocation(line: 273, column: 14, scope: !4)
!37 = !DILocation(line: 274, column: 15, scope: !4)
!38 = !DILocation(line: 269, column: 11, scope: !4)
!39 = !DILocation(line: 275, column: 82, scope: !4)
!40 = !DILocation(line: 275, column: 18, scope: !4)
!41 = !DILocation(line: 262, column: 1, scope: !4)
